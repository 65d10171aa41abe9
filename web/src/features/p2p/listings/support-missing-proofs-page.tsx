/**
 * /support/missing-proofs (issue 13): active p2p listings whose proof of purchase or pedigree is
 * not on file, with the seller and what is missing; Notify tells the seller exactly what to upload.
 */
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { notifyErrorText } from '../../../ui/notify.ts';
import { missingProofsQueryOptions, notifySeller, type MissingProof } from './listings-api.ts';

/** The spec's failure text (supplier-side §8). */
const NOTIFY_FAILURE = 'missing proofs of purchase notification error';
const MISSING_LABEL: Record<MissingProof['missing'][number], string> = {
  purchased_from: 'Purchased from',
  proof_of_purchase: 'Proof of purchase',
  pedigree_documents: 'Pedigree',
};

export function SupportMissingProofsPage() {
  const [page, setPage] = useState(1);
  const queue = useQuery(missingProofsQueryOptions(page));
  const notify = useMutation({
    mutationFn: (row: MissingProof) => notifySeller(row.listing_id),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: () => notifyErrorText(NOTIFY_FAILURE),
  });
  const columns: Column<MissingProof>[] = [
    {
      key: 'product',
      header: 'Listing',
      render: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            NDC {row.ndc} · lot {row.lot ?? '—'} · {row.stock} in stock
          </Text>
        </>
      ),
    },
    { key: 'seller', header: 'Seller', render: (row) => row.seller_name },
    {
      key: 'missing',
      header: 'Missing',
      render: (row) => (
        <Group gap={4}>
          {row.missing.map((m) => (
            <Badge key={m} size="xs" color="red" variant="light">
              {MISSING_LABEL[m]}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'listed', header: 'Listed', render: (row) => formatDateTime(row.listed_at) },
    {
      key: 'notify',
      header: '',
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          loading={notify.isPending && notify.variables.listing_id === row.listing_id}
          onClick={() => notify.mutate(row)}
          data-testid="notify-seller"
        >
          Notify seller
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2}>Missing proofs of purchase</Title>
      <DataTable
        rows={queue.data?.data}
        rowKey={(row) => row.listing_id}
        columns={columns}
        status={queue}
        empty={{
          title: 'Nothing missing',
          description: 'Every active p2p listing has its proof on file.',
          testId: 'missing-proofs-empty',
        }}
        testId="missing-proofs-table"
        loadingTestId="missing-proofs-loading"
        rowTestId="missing-proof-row"
        rowAttributes={(row) => ({ 'data-id': row.listing_id })}
        paging={{
          page,
          perPage: 25,
          onParams: (next) => setPage(next.page),
          total: queue.data?.total ?? 0,
          noun: 'listing',
          testId: 'missing-proofs',
          perPageChoice: false,
        }}
      />
    </Stack>
  );
}
