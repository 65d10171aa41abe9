/** /support/licence_updates (issue 12): renewed licences to approve (the hold lifts) or reject with a reason. */
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../api/download.ts';
import { ApproveOrReject, type Decision } from '../../ui/approve-or-reject.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  decideLicenceUpdate,
  licencesKey,
  licenceUpdatesQueryOptions,
  type LicenceUpdate,
} from './licences-api.ts';

function Decide({ u }: { u: LicenceUpdate }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
      decideLicenceUpdate(u.id, decision, reason),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: licencesKey });
    },
    onError: notifyError,
  });
  if (u.status !== 'pending') return <Text size="sm">{u.reject_reason ?? '—'}</Text>;
  return (
    <ApproveOrReject
      question={(decision) =>
        `${decision === 'approve' ? 'Approve' : 'Reject'} the renewed licence of ${u.pharmacy_name}?`
      }
      onDecide={(decision, reason) => decide.mutate({ decision, reason })}
      approveTestId="approve-licence"
    />
  );
}

const COLUMNS: Column<LicenceUpdate>[] = [
  { key: 'pharmacy', header: 'Pharmacy', render: (u) => u.pharmacy_name },
  {
    key: 'licence',
    header: 'Licence',
    render: (u) => `${u.licence_kind === 'dea' ? 'DEA' : (u.state_code ?? '')} ${u.licence_number}`,
  },
  {
    key: 'expiry',
    header: 'Expiry: now → new',
    render: (u) => `${u.current_expires_on} → ${u.new_expires_on}`,
    noWrap: true,
  },
  {
    key: 'file',
    header: 'Document',
    render: (u) => (
      <Anchor
        size="sm"
        onClick={() =>
          void downloadFile(`/api/v1/support/licence_updates/${u.id}/document`, u.file_name).catch(
            notifyError,
          )
        }
      >
        {u.file_name}
      </Anchor>
    ),
  },
  { key: 'status', header: 'Status', render: (u) => <Badge>{u.status}</Badge> },
  { key: 'received', header: 'Received', render: (u) => formatDateTime(u.created_at), noWrap: true },
  { key: 'decide', header: 'Decision', render: (u) => <Decide u={u} /> },
];

export function SupportLicenceUpdatesPage() {
  const queue = useQuery(licenceUpdatesQueryOptions());
  const paging = useLocalPaging(25);
  const rows = queue.data?.data;
  return (
    <Stack>
      <Title order={1}>Licence updates</Title>
      <DataTable
        rows={rowsOfPage(rows, paging)}
        rowKey={(u) => u.id}
        columns={COLUMNS}
        status={queue}
        empty={{
          title: 'No renewed licences',
          description: 'Renewed licences pharmacies upload appear here.',
          testId: 'licence-updates-empty',
        }}
        testId="licence-updates"
        loadingTestId="licence-updates-loading"
        rowTestId="licence-update-row"
        rowAttributes={(u) => ({ 'data-id': u.id })}
        minWidth={1000}
        paging={{ ...paging, total: rows?.length ?? 0, noun: 'update', testId: 'licence-updates-paging' }}
      />
    </Stack>
  );
}
