/**
 * The proofs download modal (supplier-side §2 Audits, §7 GET …/show_download_pop_modal): the
 * audit, the generated proofs PDF and every document the wholesaler uploaded, each downloadable;
 * below, the missing-proofs notice to support with the pharmacy's comment (§7 notify_support).
 */
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors } from '../../ui/server-errors.ts';
import { auditPeriod } from './audit-columns.tsx';
import { AuditDocumentsTable } from './audit-documents-table.tsx';
import { AUDIT_FAILURE_TITLES, notifyAuditFailure } from './audit-toasts.ts';
import { auditsKey, notifySupport, proofsModalQueryOptions, type Audit } from './audits-api.ts';

const COMMENT_REQUIRED = 'Please describe the missing proofs of purchase.';

function NotifySupportForm({ audit }: { audit: Audit }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { user_comment: '' },
    validate: { user_comment: (value) => (value.trim() ? null : COMMENT_REQUIRED) },
  });
  const send = useMutation({
    mutationFn: (comment: string) => notifySupport(audit.id, comment.trim()),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: auditsKey });
    },
    onError: (error) => {
      putFieldErrors(form, error);
      notifyAuditFailure(AUDIT_FAILURE_TITLES.notifySupport, error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => send.mutate(v.user_comment))} data-testid="notify-support-form">
      <Stack gap="xs">
        <Textarea
          label="Proofs missing? Tell support what is missing"
          autosize
          minRows={2}
          maxLength={2000}
          data-testid="notify-support-comment"
          {...form.getInputProps('user_comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={send.isPending} data-testid="notify-support-submit">
            Notify support
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProofsContent({ auditId }: { auditId: string }) {
  const query = useQuery(proofsModalQueryOptions(auditId));
  if (query.isPending) return <Skeleton height={160} data-testid="proofs-loading" />;
  if (query.isError) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  const { audit, documents } = query.data;
  return (
    <Stack data-testid="proofs-content" data-status={audit.status}>
      <Text>
        {audit.supplier.name} · {audit.auditor.name} · {auditPeriod(audit)}
      </Text>
      {documents.length === 0 ? (
        <Alert color="gray" data-testid="proofs-empty">
          {audit.status === 'requested'
            ? 'The wholesaler has not sent the proofs of purchase yet.'
            : 'No files were sent with this audit.'}
        </Alert>
      ) : (
        <AuditDocumentsTable side="pharmacy" auditId={audit.id} documents={documents} />
      )}
      {audit.actions.notify_support && <NotifySupportForm audit={audit} />}
    </Stack>
  );
}

/** Opened by `?show_proofs_of_purchases_dialog=1&id=<auditId>` (§2); closing drops the query. */
export function ProofsDownloadModal({
  auditId,
  onClose,
}: {
  auditId: string | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={auditId !== undefined}
      onClose={onClose}
      title="Proofs of purchase"
      size="lg"
      data-testid="proofs-modal"
    >
      {auditId && <ProofsContent auditId={auditId} />}
    </Modal>
  );
}
