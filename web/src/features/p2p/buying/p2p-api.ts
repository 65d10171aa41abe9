/**
 * The buyer's p2p calls (api/routes/p2p/) and their react-query options: the p2p checkout, the
 * first-order acknowledgement and the seller's shipping settings. Types come from the contract.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../../api/client.ts';
import type { Schema } from '../../../api/contract.ts';
import type { P2pPlaceOrderBody } from '../../../../../domain/p2p/p2p-checkout.ts';
import type { SellerShippingSettings } from '../../../../../domain/p2p/seller-shipping.ts';

export type P2pCheckout = Schema<'P2pCheckout'>;
export type PlacedP2pOrder = Schema<'PlacedP2pOrder'>;

/** Suggestions from buyable pharmacy-to-pharmacy listings only (p2p_only on; pharmacy-side §7 rph2rph autosuggest). */
export function searchP2pProducts(keyword: string, signal: AbortSignal) {
  return data(
    apiClient.GET('/api/v1/products/rph2rph/autosuggest', { params: { query: { keyword } }, signal }),
  );
}

export const p2pCheckoutQueryKey = (sellerId: string) => ['p2p-checkout', sellerId] as const;

/** The p2p checkout page's data for a ship-to and method (the server picks defaults when absent). */
export const p2pCheckoutQueryOptions = (
  sellerId: string,
  choice: { shipLocationId?: string | undefined; shippingMethod?: string | undefined } = {},
) =>
  queryOptions({
    queryKey: [
      ...p2pCheckoutQueryKey(sellerId),
      choice.shipLocationId ?? null,
      choice.shippingMethod ?? null,
    ],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/p2p_checkout/{seller_id}', {
          params: {
            path: { seller_id: sellerId },
            query: { ship_location_id: choice.shipLocationId, shipping_method: choice.shippingMethod },
          },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** POST /api/v1/p2p_checkout/{seller} with the page visit's Idempotency-Key (a retry gets the same order). */
export function placeP2pOrder(sellerId: string, body: P2pPlaceOrderBody, idempotencyKey: string) {
  return data(
    apiClient.POST('/api/v1/p2p_checkout/{seller_id}', {
      params: { path: { seller_id: sellerId }, header: { 'idempotency-key': idempotencyKey } },
      body,
    }),
  );
}

/** The last of the first-order modals was acknowledged. */
export const acknowledgeP2pTerms = () =>
  data(apiClient.POST('/api/v1/p2p_checkout/acknowledgement', { body: {} }));

export const sellerShippingQueryOptions = () =>
  queryOptions({
    queryKey: ['seller-shipping'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/seller_shipping_settings', { signal })),
  });

export const saveSellerShipping = (settings: SellerShippingSettings) =>
  data(apiClient.PUT('/api/v1/pharmacy/seller_shipping_settings', { body: settings }));
