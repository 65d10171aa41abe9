import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { startMasterDataExport } from './master-data-export-api.ts';

/**
 * "Export master data" (supplier-side §2, §7): starts the export job and toasts the server's
 * message; the notification pane announces the file when it is ready.
 */
export function MasterDataExportButton() {
  const start = useMutation({
    mutationFn: startMasterDataExport,
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: notifyError,
  });
  return (
    <Button
      variant="default"
      loading={start.isPending}
      onClick={() => start.mutate()}
      data-testid="export-master-data"
    >
      Export master data
    </Button>
  );
}
