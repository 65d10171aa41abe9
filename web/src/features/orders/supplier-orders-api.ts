/** The supplier's orders over the API (issue 4: the orders list, accept, modify, ship). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { PaymentMethod } from '../../../../domain/checkout/totals.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders/order-state.ts';
import { TRACKING_STATUSES, type TrackingStatus } from '../../../../domain/shipping/tracking-progress.ts';

export { ORDER_STATUSES, TRACKING_STATUSES, type OrderStatus, type TrackingStatus };

/** The carriers the API accepts (api/routes/order-schemas.ts); only the sandbox carrier is tracked live. */
export const CARRIERS = [
  { value: 'sandbox', label: 'Sandbox carrier' },
  { value: 'ups', label: 'UPS' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'usps', label: 'USPS' },
  { value: 'dhl', label: 'DHL' },
  { value: 'other', label: 'Other carrier' },
] as const;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  modified: 'Modified',
  shipped: 'Shipped',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export type Totals = {
  item_total_cents: number;
  shipping_cents: number;
  card_fee_cents: number;
  ach_discount_cents: number;
  tax_cents: number;
  total_cents: number;
};

export type OrderRow = {
  id: string;
  number: number;
  status: OrderStatus;
  pharmacy_name: string;
  item_count: number;
  payment_method: PaymentMethod;
  shipping_method: string;
  total_cents: number;
  placed_at: string;
};

export type Address = {
  firstname: string;
  lastname: string;
  address1: string;
  address2: string | null;
  city: string;
  state_code: string;
  zipcode: string;
  phone: string | null;
};
export type ShipmentEvent = {
  status: string;
  label: string;
  location_city: string | null;
  location_state: string | null;
  source: 'carrier' | 'manual';
  occurred_at: string;
};
export type Shipment = {
  id: string;
  carrier: string;
  carrier_label: string;
  tracking_number: string;
  latest_status: string;
  latest_status_label: string;
  progress_point: 1 | 2 | 3;
  estimated_delivery: string | null;
  last_status_check_date: string | null;
  location_city: string | null;
  location_state: string | null;
  tracking_end_reason: string | null;
  packages: { weight: string; length: number; width: number; height: number }[];
  events: ShipmentEvent[];
};
export type OrderItem = {
  id: string;
  name: string;
  ndc: string;
  is_brand: boolean;
  quantity: number;
  original_quantity: number;
  unit_cents: number;
  total_cents: number;
};

export type OrderDetail = {
  id: string;
  number: number;
  status: OrderStatus;
  pharmacy: { id: string; name: string };
  payment_method: PaymentMethod;
  shipping_method: string;
  ship_address: Address;
  bill_address: Address;
  remove_shipping: boolean;
  remove_card_fee: boolean;
  change_summary: string[];
  totals: Totals;
  placed_at: string;
  items: OrderItem[];
  shipments: Shipment[];
  invoice: { number: number; amount_cents: number; status: string; due_on: string } | null;
  actions: { accept: boolean; modify: boolean; ship: boolean; cancel: boolean; record_status: boolean };
  shipping_methods: { service_type: string; name: string; fee_cents: number }[];
};

export type OrderEdit = {
  items: { id: string; quantity: number }[];
  shipping_method?: string;
  remove_shipping?: boolean;
  remove_card_fee?: boolean;
};
export type EditPreview = { totals: Totals; minimums: { met: boolean; message: string } };
export type PackageForm = { weight: string; length: string; width: string; height: string };
export type ShipForm = { carrier: string; tracking_number: string; packages: PackageForm[] };
type Page<T> = { data: T[]; page: number; per_page: number; total: number };
type Answer = { message: string; order: OrderDetail };

export type OrdersParams = { page: number; per_page: number; status?: OrderStatus | undefined };

export const ordersKey = ['supplier-orders'] as const;
export const orderKey = (id: string) => [...ordersKey, 'detail', id] as const;

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: ({ signal }) => api.get<Page<OrderRow>>('/api/v1/suppliers/orders', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** One order; refreshed every 5 s while shipped, as the carrier's scans arrive. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/v1/suppliers/orders/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'shipped' ? 5000 : false),
  });

const base = (id: string) => `/api/v1/suppliers/orders/${id}`;

export const acceptOrder = (id: string) => api.post<Answer>(`${base(id)}/accept`, {});
export const modifyOrder = (id: string, edit: OrderEdit) =>
  api.patch<Answer & { changes: string[] }>(base(id), edit);
export const previewEdit = (id: string, edit: OrderEdit) =>
  api.post<EditPreview>(`${base(id)}/preview`, edit);
export const shipOrder = (id: string, form: ShipForm) => api.post<Answer>(`${base(id)}/ship`, form);
export const cancelOrder = (id: string, reason: string) =>
  api.post<Answer>(`${base(id)}/cancel`, reason.trim() ? { reason: reason.trim() } : {});
export const recordShipmentStatus = (
  id: string,
  entry: { status: TrackingStatus; location_city?: string; location_state?: string },
) => api.post<Answer>(`${base(id)}/shipment_status`, entry);
