import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { BulkActionMenu } from '../../ui/data-table/bulk-action-menu.tsx';
import { selectedRowsOf, useRowSelection } from '../../ui/data-table/use-row-selection.ts';
import { notifyError, notifyErrorText, notifySuccess } from '../../ui/notify.ts';
import { inventoryBulkActions } from './inventory-bulk-actions.ts';
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
  const selection = useRowSelection();
  const [search, setSearch] = useState(params.q ?? '');
  // Deleting and emptying need the account's admin role: a member is not offered them.
  const isAdmin = useHasAdminRole();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey });

  const bulk = useMutation({
    mutationFn: ({ action }: { action: BulkAction | 'delete' }): Promise<{ message: string }> => {
      const ids = [...selection.selected];
      return action === 'delete' ? deleteListings(ids) : runBulkAction(action, ids);
    },
    onSuccess: async (result) => {
      notifySuccess(result.message);
      selection.clear();
      await refresh();
    },
    onError: notifyError,
  });
  const empty = useMutation({
    mutationFn: emptyInventory,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      selection.clear();
      await refresh();
    },
    onError: () => notifyErrorText(EMPTY_INVENTORY_FAILURE),
  });

  function sortBy(sort: InventorySort) {
    const direction = params.sort === sort && params.direction === 'asc' ? 'desc' : 'asc';
    onParams({ sort, direction, page: 1 });
  }

  function runBulk(action: BulkAction | 'delete') {
    if (action !== 'delete') return bulk.mutate({ action });
    confirmAction({
      message: `Delete the ${selectedRows.length} selected product(s)?`,
      danger: true,
      onConfirm: () => bulk.mutate({ action: 'delete' }),
    });
  }

  const selectedRows = selectedRowsOf(inventory.data?.data ?? [], (row) => row.id, selection);

  const toolbar = (
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
        onChange={(value) => onParams({ filter: (value as InventoryParams['filter']) ?? undefined, page: 1 })}
        data-testid="inventory-filter"
      />
      <BulkActionMenu
        count={selection.count}
        actions={inventoryBulkActions(selectedRows, { canDelete: isAdmin })}
        busy={bulk.isPending}
        onAction={runBulk}
        testId="bulk-actions"
      />
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Inventory</Title>
        {isAdmin && (
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
        )}
      </Group>
      <InventoryTable
        inventory={inventory}
        selection={selection}
        sorting={{ sort: params.sort, direction: params.direction, onSort: sortBy }}
        paging={{ page: params.page, perPage: params.per_page, onParams }}
        toolbar={toolbar}
        onSaveInline={async (row, change) => {
          await updateInline(row.id, change);
          await refresh();
        }}
      />
    </Stack>
  );
}
