/**
 * /support/seller_registrations (issue 12): registrations with the applicant's data, its driver
 * licence files and the signed agreement; approve, or decline with a reason, after confirming.
 */
import { Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../api/download.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  decideRegistration,
  registrationQueueQueryOptions,
  sellerKey,
  type SellerRegistration,
} from './seller-api.ts';

const STATUS: Record<SellerRegistration['status'], { label: string; color: string }> = {
  awaiting_signature: { label: 'Awaiting signature', color: 'gray' },
  in_review: { label: 'In review', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

function Files({ r }: { r: SellerRegistration }) {
  const base = `/api/v1/support/seller_registrations/${r.id}`;
  return (
    <Stack gap={2}>
      {r.driver_licences.map((f) => (
        <Anchor
          key={f.index}
          size="sm"
          onClick={() =>
            void downloadFile(`${base}/driver_licences/${f.index}`, f.file_name).catch(notifyError)
          }
        >
          {f.file_name}
        </Anchor>
      ))}
      {r.driver_licence_emailed && <Text size="sm">Photo to be emailed</Text>}
      {r.signed_at && (
        <Anchor
          size="sm"
          data-testid="signed-agreement"
          onClick={() =>
            void downloadFile(`${base}/agreement`, 'seller-agreement-signed.pdf').catch(notifyError)
          }
        >
          Signed agreement
        </Anchor>
      )}
    </Stack>
  );
}

function Decide({ r }: { r: SellerRegistration }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'decline') => decideRegistration(r.id, decision, reason.trim()),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: sellerKey });
    },
    onError: notifyError,
  });
  if (r.status !== 'in_review') return <Text size="sm">{r.decline_reason ?? '—'}</Text>;
  const ask = (decision: 'approve' | 'decline') =>
    confirmAction({
      message:
        decision === 'approve'
          ? `Approve ${r.pharmacy_name} as a seller?`
          : `Decline ${r.pharmacy_name}'s registration?`,
      danger: decision === 'decline',
      onConfirm: () => decide.mutate(decision),
    });
  return (
    <Stack gap="xs" miw={220}>
      <Textarea
        size="xs"
        placeholder="Reason (to decline)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="decline-reason"
      />
      <Group gap="xs">
        <Button size="xs" color="green" onClick={() => ask('approve')} data-testid="approve-registration">
          Approve
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={reason.trim() === ''}
          onClick={() => ask('decline')}
          data-testid="decline-registration"
        >
          Decline
        </Button>
      </Group>
    </Stack>
  );
}

const COLUMNS: Column<SellerRegistration>[] = [
  { key: 'pharmacy', header: 'Pharmacy', render: (r) => r.pharmacy_name },
  { key: 'seller', header: 'Seller name', render: (r) => r.seller_name },
  { key: 'contact', header: 'Contact', render: (r) => `${r.applicant_email} · ${r.contact_phone}` },
  {
    key: 'cutoffs',
    header: 'Cut-offs (Mon–Sat)',
    render: (r) => Object.values(r.cutoffs).join(' · '),
  },
  { key: 'files', header: 'Files', render: (r) => <Files r={r} /> },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Badge color={STATUS[r.status].color} data-testid="registration-status">
        {STATUS[r.status].label}
      </Badge>
    ),
  },
  { key: 'created', header: 'Received', render: (r) => formatDateTime(r.created_at), noWrap: true },
  { key: 'decide', header: 'Decision', render: (r) => <Decide r={r} /> },
];

export function SupportSellerRegistrationsPage() {
  const queue = useQuery(registrationQueueQueryOptions());
  const paging = useLocalPaging(25);
  const rows = queue.data?.data;
  return (
    <Stack>
      <Title order={1}>Seller registrations</Title>
      <DataTable
        rows={rowsOfPage(rows, paging)}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        status={queue}
        empty={{
          title: 'No seller registrations',
          description: 'Pharmacies’ seller registrations appear here.',
          testId: 'seller-registrations-empty',
        }}
        testId="seller-registrations"
        loadingTestId="seller-registrations-loading"
        rowTestId="seller-registration-row"
        rowAttributes={(r) => ({ 'data-id': r.id })}
        minWidth={1100}
        paging={{
          ...paging,
          total: rows?.length ?? 0,
          noun: 'registration',
          testId: 'seller-registrations-paging',
        }}
      />
    </Stack>
  );
}
