/** The supplier's orders over the API (issue 4: the orders list, accept, modify, ship). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders/order-state.ts';
import { TRACKING_STATUSES, type TrackingStatus } from '../../../../domain/shipping/tracking-progress.ts';

export { ORDER_STATUSES, TRACKING_STATUSES, type OrderStatus, type TrackingStatus };

/** The carriers the API accepts (api/routes/orders/schemas.ts); only the sandbox carrier is tracked live. */
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
  awaiting_approval: 'Awaiting approval',
};

export type Totals = Schema<'OrderTotals'>;
export type OrderRow = Schema<'SupplierOrderRow'>;
export type Address = Schema<'OrderAddress'>;
export type ShipmentEvent = Schema<'ShipmentEvent'>;
export type OrderDetail = Schema<'OrderDetail'>;
export type Shipment = OrderDetail['shipments'][number];
export type OrderItem = OrderDetail['items'][number];

type EditBody = RequestBody<'/api/v1/suppliers/orders/{id}', 'patch'>;
/** An edit as the form builds it: every changed line (none means only the switches or the method). */
export type OrderEdit = Omit<EditBody, 'items'> & { items: NonNullable<EditBody['items']> };
export type EditPreview = Schema<'EditPreview'>;
export type PackageForm = { weight: string; length: string; width: string; height: string };
export type CarrierCode = (typeof CARRIERS)[number]['value'];
export type ShipForm = { carrier: CarrierCode; tracking_number: string; packages: PackageForm[] };

export type OrdersParams = { page: number; per_page: number; status?: OrderStatus | undefined };

export const ordersKey = ['supplier-orders'] as const;
const order = (id: string) => ({ params: { path: { id } } });
export const orderKey = (id: string) => [...ordersKey, 'detail', id] as const;

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/suppliers/orders', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

/** One order; refreshed every 5 s while shipped, as the carrier's scans arrive. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/orders/{id}', { ...order(id), signal })),
    refetchInterval: (query) => (query.state.data?.status === 'shipped' ? 5000 : false),
  });

export const acceptOrder = (id: string) =>
  data(apiClient.POST('/api/v1/suppliers/orders/{id}/accept', { ...order(id), body: {} }));
export const modifyOrder = (id: string, edit: OrderEdit) =>
  data(apiClient.PATCH('/api/v1/suppliers/orders/{id}', { ...order(id), body: edit }));
export const previewEdit = (id: string, edit: OrderEdit) =>
  data(apiClient.POST('/api/v1/suppliers/orders/{id}/preview', { ...order(id), body: edit }));
export const shipOrder = (id: string, form: ShipForm) =>
  data(apiClient.POST('/api/v1/suppliers/orders/{id}/ship', { ...order(id), body: form }));
export const cancelOrder = (id: string, reason: string) =>
  data(
    apiClient.POST('/api/v1/suppliers/orders/{id}/cancel', {
      ...order(id),
      body: reason.trim() ? { reason: reason.trim() } : {},
    }),
  );
export const recordShipmentStatus = (
  id: string,
  entry: { status: TrackingStatus; location_city?: string; location_state?: string },
) => data(apiClient.POST('/api/v1/suppliers/orders/{id}/shipment_status', { ...order(id), body: entry }));
