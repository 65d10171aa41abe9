import { Group, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountTimeZone } from '../../api/session.ts';
import { BulkActionMenu, type BulkAction } from '../../ui/data-table/bulk-action-menu.tsx';
import { useRowSelection } from '../../ui/data-table/use-row-selection.ts';
import { DateRangePicker } from '../../ui/date-range-picker.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { ExportButtons } from './export-buttons.tsx';
import { LocationFilter } from '../sub-accounts/index.ts';
import {
  markDeliveredBulk,
  ordersKey,
  ordersQueryOptions,
  setFavBulk,
  type OrdersParams,
} from './orders-api.ts';
import { OrdersTable } from './orders-table.tsx';

type OrdersBulkAction = 'delivered' | 'fav' | 'unfav';

/** The bulk actions of the orders list (§4 Bulk selection). */
const BULK_ACTIONS: BulkAction<OrdersBulkAction>[] = [
  { action: 'delivered', label: 'Mark as delivered', testId: 'orders-bulk-delivered' },
  { action: 'fav', label: 'Add to favorites', testId: 'orders-bulk-fav' },
  { action: 'unfav', label: 'Remove from favorites', testId: 'orders-bulk-unfav' },
];

type OrdersPageProps = { params: OrdersParams; onParams: (next: Partial<OrdersParams>) => void };

/** /pharmacy/orders (pharmacy-side §2): the pharmacy's orders with range filter, bulk actions, exports and paging. */
export function OrdersPage({ params, onParams }: OrdersPageProps) {
  const queryClient = useQueryClient();
  const timeZone = useAccountTimeZone();
  const orders = useQuery(ordersQueryOptions(params));
  const selection = useRowSelection();

  const bulk = useMutation({
    mutationFn: (action: OrdersBulkAction): Promise<{ message: string }> => {
      const ids = [...selection.selected];
      return action === 'delivered' ? markDeliveredBulk(ids) : setFavBulk(ids, action === 'fav');
    },
    onSuccess: async (result) => {
      notifySuccess(result.message);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: notifyError,
  });

  function runBulk(action: OrdersBulkAction) {
    if (action !== 'delivered') return bulk.mutate(action);
    confirmAction({
      message: `Mark the ${selection.count} selected order(s) as delivered?`,
      onConfirm: () => bulk.mutate(action),
    });
  }

  const toolbar = (
    <Group align="flex-end" justify="space-between">
      <Group align="flex-end">
        <DateRangePicker
          value={params.range}
          onChange={(range) => onParams({ range, page: 1 })}
          timeZone={timeZone}
          testId="orders-range-presets"
        />
        <LocationFilter
          value={params.location_id}
          onChange={(location_id) => onParams({ location_id, page: 1 })}
        />
        <Switch
          label="Favorites only"
          checked={params.fav === true}
          onChange={(event) => onParams({ fav: event.currentTarget.checked ? true : undefined, page: 1 })}
          data-testid="orders-fav-only"
        />
      </Group>
      <BulkActionMenu
        count={selection.count}
        actions={BULK_ACTIONS}
        busy={bulk.isPending}
        onAction={runBulk}
        testId="orders-bulk-actions"
      />
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Orders</Title>
        <ExportButtons range={params.range} />
      </Group>
      <OrdersTable
        orders={orders}
        selection={selection}
        paging={{ page: params.page, perPage: params.per_page, onParams }}
        timeZone={timeZone}
        emptyDescription={
          params.range
            ? 'No orders were placed in this date range.'
            : 'Orders you place with wholesalers appear here.'
        }
        toolbar={toolbar}
      />
    </Stack>
  );
}
