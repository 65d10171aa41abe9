/**
 * Checkout calls (api/routes/checkout/) and their react-query options. Every amount arrives in
 * cents computed by the server; placing an order sends choices only, never a price or a total.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import type { PaymentMethod } from '../../../../domain/checkout/totals.ts';

export type { PaymentMethod };

export type Totals = Schema<'Totals'>;
export type TransitOption = Schema<'TransitOption'>;
export type Address = Schema<'CheckoutAddress'>;
export type { SavedCard } from '../../ui/saved-card.ts';
export type CheckoutLine = Schema<'CheckoutLine'>;
export type VacationTime = Schema<'CheckoutVacationTime'>;
export type CheckoutSummary = Schema<'CheckoutSummary'>;
export type PlacedOrder = Schema<'PlacedOrder'>;

export const checkoutQueryKey = (supplierId: string) => ['checkout', supplierId] as const;

/** The checkout page's data for a ship-to and a shipping method (both optional: the server picks defaults). */
export const checkoutQueryOptions = (
  supplierId: string,
  choice: { shipLocationId?: string | undefined; shippingMethod?: string | undefined } = {},
) =>
  queryOptions({
    queryKey: [...checkoutQueryKey(supplierId), choice.shipLocationId ?? null, choice.shippingMethod ?? null],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/checkout/{supplier_id}', {
          params: {
            path: { supplier_id: supplierId },
            query: { ship_location_id: choice.shipLocationId, shipping_method: choice.shippingMethod },
          },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

export type PlaceOrderBody = RequestBody<'/api/v1/checkout/{supplier_id}', 'post'>;

/**
 * POST /api/v1/checkout/{supplier} with the page visit's Idempotency-Key: a double click or a
 * retry after a lost answer gets the same order back instead of a second one.
 */
export function placeOrder(
  supplierId: string,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return data(
    apiClient.POST('/api/v1/checkout/{supplier_id}', {
      params: { path: { supplier_id: supplierId }, header: { 'idempotency-key': idempotencyKey } },
      body,
    }),
  );
}

/** PUT /api/v1/users/prefs: the instant-checkout defaults for one supplier. */
export const saveCheckoutPrefs = (
  supplierId: string,
  prefs: { payment_method: PaymentMethod | null; shipping_method: string | null },
) => data(apiClient.PUT('/api/v1/users/prefs', { body: { supplier_id: supplierId, supplier_prefs: prefs } }));
