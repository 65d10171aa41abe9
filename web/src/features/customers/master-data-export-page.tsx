import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../ui/format.ts';
import { errorMessageOf, notifyError } from '../../ui/notify.ts';
import {
  customerExportQueryOptions,
  downloadMasterDataExport,
  type CustomerExport,
} from './master-data-export-api.ts';

function ExportState({ file }: { file: CustomerExport }) {
  const download = useMutation({ mutationFn: () => downloadMasterDataExport(file), onError: notifyError });
  if (file.status === 'failed')
    return (
      <Alert color="red" data-testid="export-failed">
        {file.failure ?? 'The export could not be written.'}
      </Alert>
    );
  if (file.status !== 'ready')
    return (
      <Group data-testid="export-pending">
        <Loader size="sm" />
        <Text>The export is being written. This page updates when it is ready.</Text>
      </Group>
    );
  return (
    <Stack gap="xs" data-testid="export-ready">
      <Text>
        {file.row_count} customer{file.row_count === 1 ? '' : 's'}, written{' '}
        {file.finished_at ? formatDateTime(file.finished_at) : ''}.
      </Text>
      <Group>
        <Button loading={download.isPending} onClick={() => download.mutate()} data-testid="export-download">
          Download CSV
        </Button>
      </Group>
    </Stack>
  );
}

/** /suppliers/customers/exports/$exportId: one master-data export, downloadable when ready (issue 11). */
export function MasterDataExportPage({ exportId }: { exportId: string }) {
  const query = useQuery(customerExportQueryOptions(exportId));
  return (
    <Stack>
      <Title order={1}>Master data export</Title>
      {query.isPending && <Loader data-testid="export-loading" />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && <ExportState file={query.data} />}
    </Stack>
  );
}
