import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useRowSelection } from '../../ui/data-table/use-row-selection.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  inventoryQueryKey,
  inventoryQueryOptions,
  type InventoryParams,
  type InventoryRow,
} from './inventory-api.ts';
import { bulkDeals, destroyAllDeals, markDeal, undeal, type DealSettings } from './deals-api.ts';
import { DealSettingsModal } from './deal-settings-modal.tsx';

const FIRST_PAGE: InventoryParams = {
  page: 1,
  per_page: 25,
  sort: 'name',
  direction: 'asc',
  filter: 'deals',
};

type RowActions = {
  onConfigure: (row: InventoryRow) => void;
  onUndeal: (row: InventoryRow) => void;
  busyId?: string;
};

function columns({ onConfigure, onUndeal, busyId }: RowActions): Column<InventoryRow>[] {
  return [
    { key: 'name', header: 'Name', render: (row) => row.name },
    { key: 'ndc', header: 'NDC', render: (row) => row.ndc },
    { key: 'price', header: 'Price', render: (row) => row.price },
    { key: 'deal_price', header: 'Deal price', render: (row) => row.promo?.pack_price ?? '—' },
    {
      key: 'runs',
      header: 'Runs',
      render: (row) => (row.promo ? `${row.promo.start_date_label} – ${row.promo.end_date_label}` : '—'),
    },
    {
      key: 'actions',
      header: '',
      render: (row) => (
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="light" onClick={() => onConfigure(row)}>
            Configure
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={busyId === row.id}
            onClick={() => onUndeal(row)}
          >
            Undeal
          </Button>
        </Group>
      ),
    },
  ];
}

/** The supplier's deals: configure one or several, take one off, or remove them all (supplier-side §2). */
export function DealsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useState(FIRST_PAGE);
  const [search, setSearch] = useState('');
  const deals = useQuery(inventoryQueryOptions(params));
  const selection = useRowSelection();
  const [configuring, setConfiguring] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  const done = async (result: { message: string }) => {
    notifySuccess(result.message);
    selection.clear();
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (row: InventoryRow) => undeal(row.id),
    onSuccess: done,
    onError: notifyError,
  });
  const removeAll = useMutation({ mutationFn: destroyAllDeals, onSuccess: done, onError: notifyError });

  async function save(settings: DealSettings) {
    const ids = configuring ?? [];
    const result =
      ids.length === 1
        ? await markDeal(ids[0]!, settings)
        : await bulkDeals(ids, Object.fromEntries(ids.map((id) => [id, settings])));
    await done(result);
  }

  const rowActions: RowActions = {
    onConfigure: (row) => setConfiguring([row.id]),
    onUndeal: (row) =>
      confirmAction({
        message: 'Are you sure you want to remove this product from your deals?',
        onConfirm: () => remove.mutate(row),
      }),
    ...(remove.isPending ? { busyId: remove.variables.id } : {}),
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Deals</Title>
        <Group>
          <Button
            disabled={selection.count === 0}
            onClick={() => setConfiguring([...selection.selected])}
            data-testid="configure-deals"
          >
            Configure selected ({selection.count})
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={(deals.data?.data.length ?? 0) === 0}
            loading={removeAll.isPending}
            data-testid="destroy-all-deals"
            onClick={() =>
              confirmAction({
                message: 'Remove all your deals?',
                danger: true,
                onConfirm: () => removeAll.mutate(),
              })
            }
          >
            Remove all deals
          </Button>
        </Group>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ ...params, q: search.trim() || undefined, page: 1 });
        }}
      >
        <TextInput
          label="Search"
          placeholder="Name, NDC or SKU"
          w={320}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="deals-search"
        />
      </form>
      <DataTable
        rows={deals.data?.data}
        rowKey={(row) => row.id}
        columns={columns(rowActions)}
        status={deals}
        empty={{
          title: 'No deals',
          description: 'Mark products as deals from the inventory.',
          testId: 'deals-empty',
        }}
        testId="deals-table"
        rowTestId="deal-row"
        selection={{
          state: selection,
          selectAllLabel: 'Select all deals',
          rowLabel: (row) => `Select ${row.name}`,
          selectAllTestId: 'deals-select-all',
          rowTestId: 'deal-select',
        }}
        paging={{
          page: params.page,
          perPage: params.per_page,
          onParams: (next) => setParams({ ...params, ...next }),
          total: deals.data?.total ?? 0,
          noun: 'deal',
          testId: 'deals',
        }}
        minWidth={800}
      />
      <DealSettingsModal
        key={configuring?.join(',') ?? 'closed'}
        title={
          configuring && configuring.length > 1 ? `Configure ${configuring.length} deals` : 'Configure deal'
        }
        opened={configuring !== null}
        onClose={() => setConfiguring(null)}
        onSave={save}
      />
    </Stack>
  );
}
