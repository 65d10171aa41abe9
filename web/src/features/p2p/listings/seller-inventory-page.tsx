import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { confirmAction } from '../../../ui/confirm.ts';
import { DataTable, type Column } from '../../../ui/data-table/data-table.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { priceAndStockColumns, type InlineChange } from '../../inventory/index.ts';
import {
  deactivateListing,
  sellerListingsKey,
  sellerListingsQueryOptions,
  updateInline,
  type SellerListing,
  type SellerListingParams,
  type SellerSort,
} from './listings-api.ts';
import { ProofModal } from './proof-modal.tsx';

function ProofCell({ row, onUpload }: { row: SellerListing; onUpload: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      {row.proof_on_file ? (
        <Badge color="green" variant="light" data-testid="proof-badge">
          Proof on file
        </Badge>
      ) : (
        <Badge color="red" data-testid="missing-proof">
          Missing proof
        </Badge>
      )}
      <Button size="compact-xs" variant="light" onClick={onUpload} data-testid="upload-proof">
        {row.proof_on_file ? 'Update' : 'Upload'}
      </Button>
    </Group>
  );
}

type Actions = {
  save: (row: SellerListing, change: InlineChange) => Promise<unknown>;
  upload: (row: SellerListing) => void;
  deactivate: (row: SellerListing) => void;
};

function columns(actions: Actions): Column<SellerListing, SellerSort>[] {
  const editable = priceAndStockColumns<SellerListing, SellerSort>(actions.save, {
    price: 'price',
    stock: 'stock',
  });
  return [
    {
      key: 'name',
      header: 'Product',
      sortKey: 'name',
      render: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.name} {row.strength}
          </Text>
          <Text size="xs" c="dimmed">
            NDC {row.ndc} · {row.package_size}
          </Text>
        </>
      ),
    },
    { key: 'lot', header: 'Lot', render: (row) => row.lot ?? '—' },
    {
      key: 'expiration_date',
      header: 'Expiry',
      sortKey: 'expiration_date',
      render: (row) => (
        <Group gap={4}>
          {row.expiry_date ?? '—'}
          {row.short_dated && (
            <Badge size="xs" color="orange">
              Short-dated
            </Badge>
          )}
          {row.expired && (
            <Badge size="xs" color="red">
              Expired
            </Badge>
          )}
        </Group>
      ),
    },
    editable.price,
    editable.stock,
    { key: 'p2p_max_qty', header: 'P2P max', render: (row) => row.p2p_max_qty ?? 'No limit' },
    {
      key: 'proof',
      header: 'Proof',
      render: (row) => <ProofCell row={row} onUpload={() => actions.upload(row)} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ButtonLink
            size="compact-xs"
            variant="subtle"
            to="/pharmacy/inventory/$listingId/edit"
            params={{ listingId: row.id }}
            data-testid="edit-listing"
          >
            Edit
          </ButtonLink>
          {row.active ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => actions.deactivate(row)}>
              Take off sale
            </Button>
          ) : (
            <Badge size="xs" color="gray">
              Inactive
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}

type PageProps = { params: SellerListingParams; onParams: (next: Partial<SellerListingParams>) => void };

/** /pharmacy/inventory: the seller's p2p listings with inline stock and price, proof state and the proof modal. */
export function SellerInventoryPage({ params, onParams }: PageProps) {
  const queryClient = useQueryClient();
  const listings = useQuery(sellerListingsQueryOptions(params));
  const [search, setSearch] = useState(params.keywords ?? '');
  const [proofFor, setProofFor] = useState<SellerListing | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerListingsKey });
  const deactivate = useMutation({
    mutationFn: (row: SellerListing) => deactivateListing(row.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
    onError: notifyError,
  });
  const actions: Actions = {
    save: async (row, change) => {
      const answer = await updateInline(row.id, change);
      notifySuccess(answer.message);
      await refresh();
    },
    upload: setProofFor,
    deactivate: (row) =>
      confirmAction({
        message: `Take ${row.name} (lot ${row.lot ?? '—'}) off sale?`,
        danger: true,
        onConfirm: () => deactivate.mutate(row),
      }),
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Inventory</Title>
        <Group>
          <ButtonLink to="/pharmacy/p2p/bundle_offers/new" variant="default" data-testid="new-p2p-bundle">
            New bundle offer
          </ButtonLink>
          <ButtonLink to="/pharmacy/inventory/new" data-testid="new-listing">
            List a product
          </ButtonLink>
        </Group>
      </Group>
      <DataTable
        rows={listings.data?.data}
        rowKey={(row) => row.id}
        columns={columns(actions)}
        status={listings}
        empty={{
          title: 'No listings yet',
          description: 'List a product to sell your surplus stock to other pharmacies.',
          testId: 'seller-inventory-empty',
        }}
        testId="seller-inventory-table"
        loadingTestId="seller-inventory-loading"
        rowTestId="seller-inventory-row"
        rowAttributes={(row) => ({ 'data-id': row.id })}
        sorting={{
          sort: params.sort,
          direction: params.direction,
          onSort: (sort) =>
            onParams({
              sort,
              direction: params.sort === sort && params.direction === 'asc' ? 'desc' : 'asc',
              page: 1,
            }),
        }}
        paging={{
          page: params.page,
          perPage: params.per_page,
          onParams,
          total: listings.data?.total ?? 0,
          noun: 'listing',
          testId: 'seller-inventory',
        }}
        minWidth={1000}
        toolbar={
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onParams({ keywords: search.trim() || undefined, page: 1 });
            }}
          >
            <TextInput
              label="Search"
              placeholder="Name, NDC, SKU or lot"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-testid="seller-inventory-search"
            />
          </form>
        }
      />
      {/* The modal's flag: a missing proof is saved and closed; a proof on file is updated with the modal kept open. */}
      <ProofModal
        listing={proofFor}
        closeAfterSave={proofFor ? !proofFor.proof_on_file : true}
        onClose={() => setProofFor(null)}
      />
    </Stack>
  );
}
