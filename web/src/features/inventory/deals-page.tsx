import { Alert, Button, Checkbox, EmptyState, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { inventoryQueryKey, inventoryQueryOptions, type InventoryRow } from './inventory-api.ts';
import { bulkDeals, destroyAllDeals, markDeal, undeal, type DealSettings } from './deals-api.ts';
import { DealSettingsModal } from './deal-settings-modal.tsx';

const PARAMS = { page: 1, per_page: 100, sort: 'name', direction: 'asc', filter: 'deals' } as const;

/** The supplier's deals: configure one or several, take one off, or remove them all (supplier-side §2). */
export function DealsPage() {
  const queryClient = useQueryClient();
  const deals = useQuery(inventoryQueryOptions(PARAMS));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [configuring, setConfiguring] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  const done = async (result: { message: string }) => {
    notifySuccess(result.message);
    setSelected(new Set());
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (row: InventoryRow) => undeal(row.id),
    onSuccess: done,
    onError: notifyError,
  });
  const removeAll = useMutation({ mutationFn: destroyAllDeals, onSuccess: done, onError: notifyError });
  const rows = deals.data?.data ?? [];

  async function save(settings: DealSettings) {
    const ids = configuring ?? [];
    const result =
      ids.length === 1
        ? await markDeal(ids[0]!, settings)
        : await bulkDeals(ids, Object.fromEntries(ids.map((id) => [id, settings])));
    await done(result);
  }

  const toggle = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Deals</Title>
        <Group>
          <Button
            disabled={selected.size === 0}
            onClick={() => setConfiguring([...selected])}
            data-testid="configure-deals"
          >
            Configure selected ({selected.size})
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={rows.length === 0}
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
      {deals.isPending && <Skeleton height={200} />}
      {deals.isError && <Alert color="red">{errorMessageOf(deals.error)}</Alert>}
      {deals.isSuccess && rows.length === 0 && (
        <EmptyState
          title="No deals"
          description="Mark products as deals from the inventory."
          data-testid="deals-empty"
        />
      )}
      {rows.length > 0 && (
        <Table striped data-testid="deals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Name</Table.Th>
              <Table.Th>NDC</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Deal price</Table.Th>
              <Table.Th>Runs</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="deal-row">
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.name}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.ndc}</Table.Td>
                <Table.Td>{row.price}</Table.Td>
                <Table.Td>{row.promo?.pack_price ?? '—'}</Table.Td>
                <Table.Td>
                  {row.promo ? `${row.promo.start_date_label} – ${row.promo.end_date_label}` : '—'}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="light" onClick={() => setConfiguring([row.id])}>
                      Configure
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      loading={remove.isPending && remove.variables.id === row.id}
                      onClick={() =>
                        confirmAction({
                          message: 'Are you sure you want to remove this product from your deals?',
                          onConfirm: () => remove.mutate(row),
                        })
                      }
                    >
                      Undeal
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
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
