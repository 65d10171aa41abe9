/** Typed calls of the pharmacy's orders (pharmacy-side §2 /pharmacy/orders, §7), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import { PER_PAGE_OPTIONS } from '../../ui/paging-footer.tsx';
import type { OrderStatus } from '../../../../domain/orders/order-state.ts';

export type { OrderStatus };

export type OrderRow = Schema<'PharmacyOrderRow'>;
export type OrdersPage = Schema<'PharmacyOrdersPage'>;
export type OrderDetails = Schema<'PharmacyOrderDetails'>;
export type OrderItem = OrderDetails['items'][number];
export type OrderAddress = Schema<'OrderAddress'>;
export type OrderMinimums = NonNullable<OrderDetails['minimums']>;
export type DeliveryDetails = Schema<'DeliveryDetails'>;
export type EditPreview = Schema<'EditPreview'>;

export type OrdersParams = {
  page: number;
  per_page: number;
  range?: string | undefined;
  fav?: boolean | undefined;
  /** A master's filter by store (issue 23). */
  location_id?: string | undefined;
};

export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', 'detail', id] as const;

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: ({ signal }) => {
      const query = {
        page: params.page,
        // The API takes the per-page selector's choices only (anything else reads as 25).
        per_page: PER_PAGE_OPTIONS.find((n) => n === params.per_page) ?? 25,
        range: params.range,
        fav: params.fav === undefined ? undefined : params.fav ? ('true' as const) : ('false' as const),
        location_id: params.location_id,
      };
      return data(apiClient.GET('/api/v1/pharmacy/orders', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });

/** One order; refreshed every 5 s while shipped, as the carrier's scans arrive (as the supplier's page). */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/orders/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => (query.state.data?.status === 'shipped' ? 5000 : false),
  });

/** GET /api/v1/pharmacy/orders/{id}/update_delivery_details (pharmacy-side §2), for the method being chosen. */
export const deliveryDetailsQueryOptions = (id: string, shippingMethod: string) =>
  queryOptions({
    queryKey: [...orderKey(id), 'delivery', shippingMethod],
    queryFn: async ({ signal }) => {
      const params = { path: { id }, query: { shipping_method: shippingMethod } };
      return (
        await data(apiClient.GET('/api/v1/pharmacy/orders/{id}/update_delivery_details', { params, signal }))
      ).data;
    },
  });

const order = (id: string) => ({ params: { path: { id } } });
type OrderEditBody = RequestBody<'/api/v1/orders/{id}', 'patch'>;

export const toggleFav = (id: string) => data(apiClient.PATCH('/api/v1/orders/toggle_fav', { body: { id } }));
export const setFavBulk = (ids: string[], fav: boolean) =>
  fav
    ? data(apiClient.PATCH('/api/v1/orders/fav_bulk', { body: { ids } }))
    : data(apiClient.PATCH('/api/v1/orders/unfav_bulk', { body: { ids } }));
/** §7 POST /api/v1/orders/bulk_delivered. */
export const markDeliveredBulk = (ids: string[]) =>
  data(apiClient.POST('/api/v1/orders/bulk_delivered', { body: { ids } }));
export const markDelivered = (id: string) => data(apiClient.POST('/api/v1/orders/{id}/delivered', order(id)));
export const saveMemo = (id: string, memo: string) =>
  data(apiClient.PATCH('/api/v1/orders/save_memo', { body: { id, memo } }));
export const updateLot = (productId: string, body: { line_item_id: string; lot: string; exp_date: string }) =>
  data(
    apiClient.PATCH('/api/v1/inventory/{productId}/update_lot_number', {
      params: { path: { productId } },
      body,
    }),
  );
/** §7 GET /api/v1/orders/{id}/track: data.estimated_delivery. */
export const trackOrder = (id: string, signal?: AbortSignal) =>
  data(
    apiClient.GET('/api/v1/orders/{id}/track', {
      params: { path: { id }, query: { raw: 'true' } },
      ...(signal ? { signal } : {}),
    }),
  );
/** PATCH /api/v1/orders/{id}: quantities by line and the shipping method. */
export const editOrder = (id: string, body: OrderEditBody) =>
  data(apiClient.PATCH('/api/v1/orders/{id}', { ...order(id), body }));

/** §8: an export that fails toasts this. */
export const EXPORT_FAILURE = 'Export failed. Please try again later.';

/** §2 export.csv and export?type=pdf of the range (all dates when none), saved as orders.csv / orders.pdf. */
export function downloadExport(kind: 'csv' | 'pdf', range: string | undefined): Promise<void> {
  const query = range ? `range=${encodeURIComponent(range)}` : '';
  const path =
    kind === 'csv'
      ? `/api/v1/pharmacy/orders/export.csv?${query}`
      : `/api/v1/pharmacy/orders/export?type=pdf&${query}`;
  return downloadFile(path, `orders.${kind}`);
}

/** The preview of an edit (POST /api/v1/orders/{id}/preview): recomputed totals, minimums and the bank limit. */
export const previewEdit = (id: string, body: OrderEditBody) =>
  data(apiClient.POST('/api/v1/orders/{id}/preview', { ...order(id), body }));

/** The pharmacy's answer to the supplier's proposed change, naming the proposal it read. */
export const answerEditProposal = (id: string, proposalId: string, accept: boolean) => {
  const body = { proposal_id: proposalId };
  return accept
    ? data(apiClient.POST('/api/v1/orders/{id}/edit_proposal/accept', { ...order(id), body }))
    : data(apiClient.POST('/api/v1/orders/{id}/edit_proposal/decline', { ...order(id), body }));
};
