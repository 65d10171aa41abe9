import { Alert, EmptyState, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { PagingFooter } from '../../ui/paging-footer.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { ExportButtons } from './export-buttons.tsx';
import {
  markDeliveredBulk,
  ordersKey,
  ordersQueryOptions,
  setFavBulk,
  type OrdersParams,
} from './orders-api.ts';
import { OrdersBulkMenu, type OrdersBulkAction } from './orders-bulk-menu.tsx';
import { OrdersTable } from './orders-table.tsx';

type OrdersPageProps = { params: OrdersParams; onParams: (next: Partial<OrdersParams>) => void };

/** /pharmacy/orders (pharmacy-side §2): the pharmacy's orders with range filter, bulk actions, exports and paging. */
export function OrdersPage({ params, onParams }: OrdersPageProps) {
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQueryOptions(params));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = orders.data?.data ?? [];
  const total = orders.data?.total ?? 0;

  const bulk = useMutation({
    mutationFn: (action: OrdersBulkAction): Promise<{ message: string }> => {
      const ids = [...selected];
      return action === 'delivered' ? markDeliveredBulk(ids) : setFavBulk(ids, action === 'fav');
    },
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: notifyError,
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

  function runBulk(action: OrdersBulkAction) {
    if (action !== 'delivered') return bulk.mutate(action);
    confirmAction({
      message: `Mark the ${selected.size} selected order(s) as delivered?`,
      onConfirm: () => bulk.mutate(action),
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Orders</Title>
        <ExportButtons range={params.range} />
      </Group>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <DateRangeFilter value={params.range} onChange={(range) => onParams({ range, page: 1 })} />
          <Switch
            label="Favorites only"
            checked={params.fav === true}
            onChange={(event) => onParams({ fav: event.currentTarget.checked ? true : undefined, page: 1 })}
            data-testid="orders-fav-only"
          />
        </Group>
        <OrdersBulkMenu count={selected.size} busy={bulk.isPending} onAction={runBulk} />
      </Group>
      {orders.isPending && <Skeleton height={240} data-testid="orders-loading" />}
      {orders.isError && <Alert color="red">{errorMessageOf(orders.error)}</Alert>}
      {orders.isSuccess && rows.length === 0 && (
        <EmptyState
          title="No orders"
          description={
            params.range
              ? 'No orders were placed in this date range.'
              : 'Orders you place with wholesalers appear here.'
          }
          data-testid="orders-empty"
        />
      )}
      {rows.length > 0 && <OrdersTable rows={rows} selected={selected} onSelect={select} />}
      <PagingFooter
        total={total}
        noun="order"
        page={params.page}
        perPage={params.per_page}
        onParams={onParams}
        testId="orders"
      />
    </Stack>
  );
}
