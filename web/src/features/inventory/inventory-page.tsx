import {
  Alert,
  Button,
  EmptyState,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { BulkActionsMenu } from './bulk-actions-menu.tsx';
import {
  deleteListings,
  EMPTY_INVENTORY_FAILURE,
  emptyInventory,
  FILTERS,
  inventoryQueryKey,
  inventoryQueryOptions,
  runBulkAction,
  updateInline,
  type BulkAction,
  type InventoryParams,
  type InventorySort,
} from './inventory-api.ts';
import { InventoryTable } from './inventory-table.tsx';
import { notifyErrorText } from './notify-text.ts';

const FILTER_LABELS: Record<(typeof FILTERS)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  deals: 'Deals',
  short_dated: 'Short-dated',
  non_returnable: 'Non-returnable',
  promotions: 'With promotion',
};

type InventoryPageProps = { params: InventoryParams; onParams: (next: Partial<InventoryParams>) => void };

/** /suppliers/inventory: the supplier's products with bulk actions and inline edits (supplier-side §2). */
export function InventoryPage({ params, onParams }: InventoryPageProps) {
  const queryClient = useQueryClient();
  const inventory = useQuery(inventoryQueryOptions(params));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState(params.q ?? '');
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  const rows = inventory.data?.data ?? [];

  const bulk = useMutation({
    mutationFn: ({ action }: { action: BulkAction | 'delete' }): Promise<{ message: string }> =>
      action === 'delete' ? deleteListings([...selected]) : runBulkAction(action, [...selected]),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setSelected(new Set());
      await refresh();
    },
    onError: notifyError,
  });
  const empty = useMutation({
    mutationFn: emptyInventory,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setSelected(new Set());
      await refresh();
    },
    onError: () => notifyErrorText(EMPTY_INVENTORY_FAILURE),
  });

  function select(ids: string[], checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function sortBy(sort: InventorySort) {
    const direction = params.sort === sort && params.direction === 'asc' ? 'desc' : 'asc';
    onParams({ sort, direction, page: 1 });
  }

  const selectedRows = rows.filter((r) => selected.has(r.id));
  const total = inventory.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Inventory</Title>
        <Button
          color="red"
          variant="light"
          loading={empty.isPending}
          data-testid="empty-inventory"
          onClick={() =>
            confirmAction({
              message: 'Empty your whole inventory? Every product you list will be deleted.',
              danger: true,
              onConfirm: () => empty.mutate(),
            })
          }
        >
          Empty inventory
        </Button>
      </Group>
      <Group align="flex-end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onParams({ q: search.trim() || undefined, page: 1 });
          }}
        >
          <TextInput
            label="Search"
            placeholder="Name, NDC or SKU"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="inventory-search"
          />
        </form>
        <Select
          label="Show"
          placeholder="All products"
          clearable
          data={FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          value={params.filter ?? null}
          onChange={(value) =>
            onParams({ filter: (value as InventoryParams['filter']) ?? undefined, page: 1 })
          }
          data-testid="inventory-filter"
        />
        <BulkActionsMenu
          selected={selectedRows}
          busy={bulk.isPending}
          onAction={(action) => bulk.mutate({ action })}
          onDelete={() =>
            confirmAction({
              message: `Delete the ${selectedRows.length} selected product(s)?`,
              danger: true,
              onConfirm: () => bulk.mutate({ action: 'delete' }),
            })
          }
        />
      </Group>
      {inventory.isPending && <Skeleton height={240} data-testid="inventory-loading" />}
      {inventory.isError && <Alert color="red">{errorMessageOf(inventory.error)}</Alert>}
      {inventory.isSuccess && rows.length === 0 && (
        <EmptyState
          title="No products"
          description="No products match. Import or add products to fill your inventory."
          data-testid="inventory-empty"
        />
      )}
      {rows.length > 0 && (
        <InventoryTable
          rows={rows}
          selected={selected}
          onSelect={select}
          sorting={{ sort: params.sort, direction: params.direction }}
          onSort={sortBy}
          onSaveInline={async (row, change) => {
            await updateInline(row.id, change);
            await refresh();
          }}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="inventory-total">
          {total} product{total === 1 ? '' : 's'}
        </Text>
        <Group>
          <Select
            aria-label="Rows per page"
            w={100}
            data={['10', '25', '50', '100']}
            value={String(params.per_page)}
            onChange={(value) => onParams({ per_page: Number(value ?? 25), page: 1 })}
          />
          <Pagination
            total={Math.max(1, Math.ceil(total / params.per_page))}
            value={params.page}
            onChange={(page) => onParams({ page })}
          />
        </Group>
      </Group>
    </Stack>
  );
}
