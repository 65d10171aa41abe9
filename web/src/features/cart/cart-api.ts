/**
 * The cart calls (api/routes/cart/) and their react-query options. Every amount arrives in cents
 * computed by the server; the client never sends a price.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type CartLine = Schema<'CartLine'>;
export type SupplierCart = Schema<'SupplierCart'>;
export type SavedGroup = Schema<'SavedGroup'>;
export type MiniCart = Schema<'MiniCart'>;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'carts'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/cart', { signal })),
  });

export const miniCartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'mini'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/orders/render_mini_cart', { signal })),
  });

const item = (id: string) => ({ params: { path: { id } } });

export const cartApi = {
  add: (listingId: string, quantity: number) =>
    data(apiClient.POST('/api/v1/cart/items', { body: { listing_id: listingId, quantity } })),
  setQuantity: (id: string, quantity: number) =>
    data(apiClient.PATCH('/api/v1/cart/items/{id}', { ...item(id), body: { quantity } })),
  remove: (id: string) => data(apiClient.DELETE('/api/v1/cart/items/{id}', item(id))),
  save: (id: string) => data(apiClient.POST('/api/v1/cart/items/{id}/save', item(id))),
  restore: (id: string) => data(apiClient.POST('/api/v1/cart/items/{id}/restore', item(id))),
  deleteSaved: (supplierId: string, id: string) =>
    data(
      apiClient.DELETE('/api/v1/cart/{supplier}/saved/{item}', {
        params: { path: { supplier: supplierId, item: id } },
      }),
    ),
};

/** Refreshes the cart page and the header's mini cart after any cart write. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cart'] });
}
