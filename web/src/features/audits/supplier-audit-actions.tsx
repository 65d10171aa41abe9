/**
 * The wholesaler's actions on one audit (supplier-side §4 Audit, §5, §7): upload documents and send
 * the required details while the audit is requested — once sent, the actions give way to the
 * status message — and mark it completed after the spec's confirmation, then the page's data
 * reloads. Failures toast the audit status update error (§8).
 */
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, FILE_MESSAGES } from '../../../../domain/files/document-kind.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { SupplierAuditFiles } from './supplier-audit-files.tsx';
import { AUDIT_FAILURE_TITLES, notifyAuditFailure } from './audit-toasts.ts';
import {
  auditsKey,
  markAuditComplete,
  sendRequiredDetails,
  uploadAuditDocument,
  type Audit,
} from './audits-api.ts';

/** supplier-side §5: the confirmation before marking an audit completed, word for word. */
export const MARK_COMPLETE_CONFIRMATION = 'Are you sure, you want to mark this as completed?';

class TooLarge extends Error {}

export function SupplierAuditActions({ audit }: { audit: Audit }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const refresh = () => queryClient.invalidateQueries({ queryKey: auditsKey });
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > DOCUMENT_MAX_BYTES) throw new TooLarge(FILE_MESSAGES.tooLarge);
      return uploadAuditDocument(audit.id, file);
    },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
    onError: (error) => notifyAuditFailure(AUDIT_FAILURE_TITLES.upload, error),
  });
  const send = useMutation({
    mutationFn: () => sendRequiredDetails(audit.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
    onError: (error) => notifyAuditFailure(AUDIT_FAILURE_TITLES.statusUpdate, error),
  });
  const complete = useMutation({
    mutationFn: () => markAuditComplete(audit.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      // §4 "the page reloads": in this app, the page's data is read again and the toast stays.
      await refresh();
      await router.invalidate();
    },
    onError: (error) => notifyAuditFailure(AUDIT_FAILURE_TITLES.statusUpdate, error),
  });
  const { actions } = audit;
  return (
    <Group gap="xs" data-testid="audit-actions">
      {audit.status_message && (
        <Text size="sm" c="dimmed" maw={320} data-testid="audit-status-message">
          {audit.status_message}
        </Text>
      )}
      <SupplierAuditFiles audit={audit} />
      {actions.upload_documents && (
        <FileButton onChange={(file) => file && upload.mutate(file)} accept={DOCUMENT_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={upload.isPending}
              data-testid="audit-upload"
            >
              Upload document
            </Button>
          )}
        </FileButton>
      )}
      {actions.send_required_details && (
        <Button
          size="xs"
          loading={send.isPending}
          data-testid="audit-send-details"
          onClick={() =>
            confirmAction({
              message: `Send the required details to ${audit.pharmacy.name}? The proofs of purchase of the period are generated from your orders and invoices and sent with your uploaded documents.`,
              onConfirm: () => send.mutate(),
            })
          }
        >
          Send required details
        </Button>
      )}
      {actions.mark_complete && (
        <Button
          size="xs"
          variant="light"
          color="green"
          loading={complete.isPending}
          data-testid="audit-mark-complete"
          onClick={() =>
            confirmAction({ message: MARK_COMPLETE_CONFIRMATION, onConfirm: () => complete.mutate() })
          }
        >
          Mark complete
        </Button>
      )}
    </Group>
  );
}
