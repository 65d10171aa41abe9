/**
 * /pharmacy/wholesalers/approved (pharmacy-side §2, §7): the wholesalers that approved the
 * pharmacy, their terms and control documents; a location-change notice to acknowledge, the
 * wholesaler's external control form (opening it is recorded), and the credit and terms request
 * form with the current terms (issue 21).
 */
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../api/download.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { RequestTermsButton } from '../customer-requests/index.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatCents } from '../../../../domain/money.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  acknowledgeLocationChange,
  approvedWholesalersQueryOptions,
  documentsKey,
  recordExternalFormOpened,
  type ApprovedWholesaler,
} from './documents-api.ts';

function Documents({ w }: { w: ApprovedWholesaler }) {
  if (w.control_documents.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {w.control_documents.map((d) => (
        <Stack key={d.id} gap={0}>
          <Anchor
            size="sm"
            data-testid="control-document"
            onClick={() =>
              void downloadFile(
                `/api/v1/pharmacy/wholesalers/load_control_document?id=${d.id}`,
                d.file_name,
              ).catch(notifyError)
            }
          >
            {d.title}
          </Anchor>
          {d.external_form_url && (
            <Anchor
              size="xs"
              href={d.external_form_url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void recordExternalFormOpened(w.supplier_id).catch(notifyError)}
            >
              Fill in the online form
            </Anchor>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function LocationNotice({ w }: { w: ApprovedWholesaler }) {
  const queryClient = useQueryClient();
  const ack = useMutation({
    mutationFn: () => acknowledgeLocationChange(w.customer_id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    },
    onError: notifyError,
  });
  if (!w.location_changed) return null;
  return (
    <Button size="xs" variant="light" onClick={() => ack.mutate()} loading={ack.isPending}>
      Location changed: acknowledge
    </Button>
  );
}

const COLUMNS: Column<ApprovedWholesaler>[] = [
  {
    key: 'name',
    header: 'Wholesaler',
    render: (w) => (
      <AnchorLink to="/pharmacy/wholesalers/$id/details" params={{ id: w.supplier_id }}>
        {w.name}
      </AnchorLink>
    ),
  },
  { key: 'credit', header: 'Credit', render: (w) => formatCents(w.credit_allocated_cents), noWrap: true },
  { key: 'terms', header: 'Terms', render: (w) => `Net ${w.net_days}`, noWrap: true },
  { key: 'documents', header: 'Control documents', render: (w) => <Documents w={w} /> },
  { key: 'notice', header: 'Notices', render: (w) => <LocationNotice w={w} /> },
  {
    key: 'requests',
    header: 'Requests',
    render: (w) => (
      <RequestTermsButton
        wholesaler={{ id: w.supplier_id, name: w.name }}
        current={{ creditAllocatedCents: w.credit_allocated_cents, netDays: w.net_days }}
      />
    ),
  },
];

export function ApprovedWholesalersPage() {
  const approved = useQuery(approvedWholesalersQueryOptions());
  return (
    <Stack>
      <Title order={1}>Approved wholesalers</Title>
      <DataTable
        rows={approved.data?.data}
        rowKey={(w) => w.customer_id}
        columns={COLUMNS}
        status={approved}
        empty={{
          title: 'No approved wholesalers yet',
          description: 'Wholesalers that approve your pharmacy appear here.',
          testId: 'approved-empty',
        }}
        testId="approved-wholesalers"
        loadingTestId="approved-loading"
        rowTestId="approved-wholesaler-row"
        rowAttributes={(w) => ({ 'data-id': w.supplier_id })}
        minWidth={800}
      />
    </Stack>
  );
}
