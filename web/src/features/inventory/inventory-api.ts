/** Typed calls of the supplier inventory (supplier-side §7), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';

export type Promo = {
  start_date: string;
  end_date: string;
  start_date_label: string;
  end_date_label: string;
  pack_price_cents: number;
  pack_price: string;
  triggering_quantity: number | null;
  status: 'active' | 'scheduled' | 'ended';
};

export type InventoryRow = {
  id: string;
  variant_id: string;
  ndc: string;
  name: string;
  strength: string;
  category: string;
  manufacturer: string;
  is_brand: boolean;
  brand: string;
  package_size: string;
  package_quantity: number;
  sku: string;
  price_cents: number;
  price: string;
  max_pack_price: { cents: number; formatted: string } | null;
  stock: number;
  expiration_date: string | null;
  lot: string | null;
  min_qty: number;
  max_qty: number | null;
  marked_as_deal: boolean;
  marked_as_returnable: boolean;
  active: boolean;
  promo: Promo | null;
};

export type InventoryPage = { data: InventoryRow[]; page: number; per_page: number; total: number };

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
    queryFn: ({ signal }) => api.get<InventoryPage>('/api/v1/inventory', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export type BulkAction =
  'mark_deal' | 'unmark_deal' | 'returnable' | 'non_returnable' | 'active' | 'inactive';
type Message = { message: string };

export const runBulkAction = (action: BulkAction, ids: string[]) =>
  api.post<Message>(`/api/v1/inventory/bulk/${action}`, { ids });
export const deleteListings = (ids: string[]) =>
  request<Message>('DELETE', '/api/v1/inventory', { body: { ids } });
export const emptyInventory = () =>
  request<Message>('DELETE', '/api/v1/suppliers/inventory', { body: { empty_inventory: true } });

/** Inline edit: the price goes as the decimal text typed, the stock as typed (blank becomes 0 on the server). */
export const updateInline = (id: string, change: { stock: string } | { price: string }) =>
  api.post<Message & { stock: number; price_cents: number }>(
    `/api/v1/inventory/${encodeURIComponent(id)}`,
    change,
  );

/** The spec's failure text for emptying the inventory (supplier-side §8). */
export const EMPTY_INVENTORY_FAILURE =
  'An error occurred while trying to empty your inventory. Please try again.';
