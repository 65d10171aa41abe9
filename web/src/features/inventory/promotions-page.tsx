import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { useRowSelection } from '../../ui/data-table/use-row-selection.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import type { InventoryRow } from './inventory-api.ts';
import {
  promotionConfirm,
  promotionsQueryKey,
  promotionsQueryOptions,
  switchPromotions,
  type PromotionSwitch,
} from './promotions-api.ts';

const STATUS_COLOR = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

const COLUMNS: Column<InventoryRow>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'price', header: 'Price', render: (row) => row.price },
  { key: 'promo_price', header: 'Promotion price', render: (row) => row.promo?.pack_price },
  { key: 'quantity', header: 'Triggering quantity', render: (row) => row.promo?.triggering_quantity ?? '—' },
  { key: 'start', header: 'Start', render: (row) => row.promo?.start_date_label },
  { key: 'end', header: 'End', render: (row) => row.promo?.end_date_label },
  {
    key: 'status',
    header: 'Status',
    render: (row) => row.promo && <Badge color={STATUS_COLOR[row.promo.status]}>{row.promo.status}</Badge>,
  },
];

/** Listings with promotion modifiers; activate or deactivate the selected ones after a confirmation. */
export function PromotionsPage() {
  const queryClient = useQueryClient();
  const paging = useLocalPaging(25);
  const promotions = useQuery(promotionsQueryOptions(paging.page, paging.perPage));
  const selection = useRowSelection();
  const change = useMutation({
    mutationFn: (action: PromotionSwitch) => switchPromotions(action, [...selection.selected]),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
    },
    onError: notifyError,
  });

  async function ask(action: PromotionSwitch) {
    try {
      const { title, message } = await promotionConfirm(action, [...selection.selected]);
      confirmAction({ title, message, onConfirm: () => change.mutate(action) });
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Promotions</Title>
        <Group>
          {(['activate', 'deactivate'] as const).map((action) => (
            <Button
              key={action}
              variant={action === 'activate' ? 'filled' : 'light'}
              disabled={selection.count === 0}
              loading={change.isPending && change.variables === action}
              onClick={() => void ask(action)}
              data-testid={`promotions-${action}`}
            >
              {action === 'activate' ? 'Activate' : 'Deactivate'} ({selection.count})
            </Button>
          ))}
        </Group>
      </Group>
      <DataTable
        rows={promotions.data?.data}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        status={promotions}
        empty={{
          title: 'No promotions',
          description: 'No product has a promotion yet.',
          testId: 'promotions-empty',
        }}
        testId="promotions-table"
        rowTestId="promotion-row"
        selection={{
          state: selection,
          selectAllLabel: 'Select all promotions on this page',
          rowLabel: (row) => `Select ${row.name}`,
          selectAllTestId: 'promotions-select-all',
          rowTestId: 'promotion-select',
        }}
        paging={{
          ...paging,
          total: promotions.data?.total ?? 0,
          noun: 'promotion',
          testId: 'promotions',
        }}
        minWidth={800}
      />
    </Stack>
  );
}
