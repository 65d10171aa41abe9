/** Typed calls of the supplier inventory (supplier-side §7), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type InventoryRow = Schema<'InventoryRow'>;
export type Promo = NonNullable<InventoryRow['promo']>;
export type InventoryPage = Schema<'InventoryPage'>;

export const SORTABLE = [
  'name',
  'manufacturer',
  'package_size',
  'stock',
  'expiration_date',
  'price_per_unit',
  'price',
] as const;
export type InventorySort = (typeof SORTABLE)[number] | 'supplier_name';
export const FILTERS = [
  'active',
  'inactive',
  'deals',
  'short_dated',
  'non_returnable',
  'promotions',
] as const;
export type InventoryFilter = (typeof FILTERS)[number];

export type InventoryParams = {
  page: number;
  per_page: number;
  sort: InventorySort;
  direction: 'asc' | 'desc';
  q?: string | undefined;
  filter?: InventoryFilter | undefined;
};

export const inventoryQueryKey = ['inventory'] as const;

export const inventoryQueryOptions = (params: InventoryParams) =>
  queryOptions({
    queryKey: [...inventoryQueryKey, params],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/inventory', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export type BulkAction =
  'mark_deal' | 'unmark_deal' | 'returnable' | 'non_returnable' | 'active' | 'inactive';

export const runBulkAction = (action: BulkAction, ids: string[]) =>
  data(apiClient.POST('/api/v1/inventory/bulk/{action}', { params: { path: { action } }, body: { ids } }));
export const deleteListings = (ids: string[]) =>
  data(apiClient.DELETE('/api/v1/inventory', { body: { ids } }));
export const emptyInventory = () =>
  data(apiClient.DELETE('/api/v1/suppliers/inventory', { body: { empty_inventory: true } }));

/** Inline edit: the price goes as the decimal text typed, the stock as typed (blank becomes 0 on the server). */
export const updateInline = (id: string, change: { stock: string } | { price: string }) =>
  data(apiClient.POST('/api/v1/inventory/{id}', { params: { path: { id } }, body: change }));

/** The spec's failure text for emptying the inventory (supplier-side §8). */
export const EMPTY_INVENTORY_FAILURE =
  'An error occurred while trying to empty your inventory. Please try again.';
