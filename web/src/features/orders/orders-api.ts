/** Typed calls of the pharmacy's orders (pharmacy-side §2 /pharmacy/orders, §7), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client.ts';
import type { PaymentMethod } from '../../../../domain/checkout/totals.ts';
import type { OrderStatus } from '../../../../domain/orders/order-state.ts';

export type { OrderStatus };

export type OrderRow = {
  id: string;
  number: number;
  supplier: { id: string; name: string };
  status: OrderStatus;
  placed_at: string;
  item_count: number;
  total_cents: number;
  total: string;
  fav: boolean;
  memo: string | null;
  payment_method: PaymentMethod;
  shipping_method: string;
  estimated_delivery: string | null;
};

export type OrdersPage = {
  data: OrderRow[];
  page: number;
  per_page: number;
  total: number;
  range: string | null;
};

export type OrdersParams = {
  page: number;
  per_page: number;
  range?: string | undefined;
  fav?: boolean | undefined;
};

type Money = { cents: number; formatted: string };

export type OrderItem = {
  id: string;
  product_id: string;
  ndc: string;
  name: string;
  is_brand: boolean;
  quantity: number;
  original_quantity: number;
  unit_cents: number;
  total_cents: number;
  unit_price: string;
  total: string;
  lot: string | null;
  exp_date: string | null;
  confirmed: boolean;
};

export type OrderAddress = {
  firstname: string;
  lastname: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state_code: string;
  zipcode: string;
};

export type OrderMinimums = {
  wholesaler_name: string;
  minimum_order_total_cents: number;
  brands_minimum_order_total_cents: number;
  brands_minimum_mandatory: boolean;
  generics_minimum_order_total_cents: number;
  generics_minimum_mandatory: boolean;
};

export type OrderDetails = {
  id: string;
  number: number;
  status: OrderStatus;
  supplier: { id: string; name: string };
  placed_at: string;
  timeline: { status: string; at: string | null }[];
  payment_method: OrderRow['payment_method'];
  shipping_method: string;
  ship_address: OrderAddress;
  bill_address: OrderAddress;
  totals: Record<'item_total' | 'shipping' | 'card_fee' | 'ach_discount' | 'tax' | 'total', Money>;
  remove_shipping: boolean;
  remove_card_fee: boolean;
  memo: string | null;
  fav: boolean;
  estimated_delivery: string | null;
  change_summary: string[];
  items: OrderItem[];
  lots_confirmed: boolean;
  shipments: { id: string; carrier: string; tracking_number: string; latest_status: string }[];
  invoice: {
    id: string;
    number: number;
    status: string;
    remaining: string;
    due_on: string;
    overdue: boolean;
  } | null;
  can_edit: boolean;
  can_mark_delivered: boolean;
  minimums: OrderMinimums | null;
  shipping_methods: { service_type: string; name: string; fee_cents: number }[];
};

type Message = { message: string };

export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', 'detail', id] as const;

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<OrdersPage>('/api/v1/pharmacy/orders', {
        query: {
          page: params.page,
          per_page: params.per_page,
          range: params.range,
          fav: params.fav === undefined ? undefined : String(params.fav),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      api.get<OrderDetails>(`/api/v1/pharmacy/orders/${encodeURIComponent(id)}`, { signal }),
  });

/** When the order would arrive by each of the supplier's methods if changed now (the edit form's delivery details). */
export type DeliveryDetails = {
  shipping_method: string;
  delivery_date: string;
  label: string;
  options: { service_type: string; name: string; label: string; delivery_date: string; fee_cents: number }[];
};

/** GET /api/v1/pharmacy/orders/{id}/update_delivery_details (pharmacy-side §2), for the method being chosen. */
export const deliveryDetailsQueryOptions = (id: string, shippingMethod: string) =>
  queryOptions({
    queryKey: [...orderKey(id), 'delivery', shippingMethod],
    queryFn: ({ signal }) =>
      api
        .get<{ data: DeliveryDetails }>(
          `/api/v1/pharmacy/orders/${encodeURIComponent(id)}/update_delivery_details?shipping_method=${encodeURIComponent(shippingMethod)}`,
          { signal },
        )
        .then((r) => r.data),
  });

export const toggleFav = (id: string) =>
  api.patch<Message & { order: { id: string; fav: boolean } }>('/api/v1/orders/toggle_fav', { id });
export const setFavBulk = (ids: string[], fav: boolean) =>
  api.patch<Message>(fav ? '/api/v1/orders/fav_bulk' : '/api/v1/orders/unfav_bulk', { ids });
/** Built by the fulfilment area (§7 POST /api/v1/orders/bulk_delivered). */
export const markDeliveredBulk = (ids: string[]) =>
  api.post<Message>('/api/v1/orders/bulk_delivered', { ids });
export const markDelivered = (id: string) =>
  api.post<Message>(`/api/v1/orders/${encodeURIComponent(id)}/delivered`);
export const saveMemo = (id: string, memo: string) =>
  api.patch<Message>('/api/v1/orders/save_memo', { id, memo });
export const updateLot = (productId: string, body: { line_item_id: string; lot: string; exp_date: string }) =>
  api.patch<Message>(`/api/v1/inventory/${encodeURIComponent(productId)}/update_lot_number`, body);
/** §7 GET /api/v1/orders/{id}/track (fulfilment area): data.estimated_delivery. */
export const trackOrder = (id: string, signal?: AbortSignal) =>
  api.get<{ data: { estimated_delivery: string | null } }>(`/api/v1/orders/${encodeURIComponent(id)}/track`, {
    query: { raw: 'true' },
    ...(signal ? { signal } : {}),
  });
/** The fulfilment area's edit (PATCH /api/v1/orders/{id}): quantities by line and the shipping method. */
export const editOrder = (
  id: string,
  body: { items: { id: string; quantity: number }[]; shipping_method?: string },
) => api.patch<Message>(`/api/v1/orders/${encodeURIComponent(id)}`, body);

/** §8: an export that fails toasts this. */
export const EXPORT_FAILURE = 'Export failed. Please try again later.';

/**
 * The exports need the `Authorization: Web` header, which a plain link cannot send: fetch the file
 * with the session, then save the blob under its name.
 */
export async function downloadExport(kind: 'csv' | 'pdf', range: string | undefined): Promise<void> {
  const query = range ? `range=${encodeURIComponent(range)}` : '';
  const path =
    kind === 'csv'
      ? `/api/v1/pharmacy/orders/export.csv?${query}`
      : `/api/v1/pharmacy/orders/export?type=pdf&${query}`;
  const response = await fetch(path, { headers: { Authorization: 'Web' }, credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, undefined);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `orders.${kind}` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type EditPreview = {
  totals: {
    item_total_cents: number;
    shipping_cents: number;
    card_fee_cents: number;
    ach_discount_cents: number;
    tax_cents: number;
    total_cents: number;
  };
  minimums: { met: boolean; failures: string[]; message: string };
  /** Whether a bank-transfer order stays within the weekly limit; null for other payment methods. */
  bank_payment: { available: boolean; warning: string | null; verify_link: string | null } | null;
};

/** The fulfilment area's preview of an edit (POST /api/v1/orders/{id}/preview): recomputed totals and minimums. */
export const previewEdit = (
  id: string,
  body: { items: { id: string; quantity: number }[]; shipping_method?: string },
) => api.post<EditPreview>(`/api/v1/orders/${encodeURIComponent(id)}/preview`, body);
