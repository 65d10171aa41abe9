/**
 * The shipping calls of the checkout page (pharmacy-side §7): time in transit for the ship-to ZIP,
 * the fee of the chosen method, the cut-off notice and the vacation times. The checkout summary
 * already holds the same answers, which are shown until these arrive and kept when one fails:
 * cut-off, transit and vacation failures are logged only; a shipping-cost failure is toasted (§8).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, data } from '../../api/client.ts';
import { notifyErrorText } from '../../ui/notify.ts';
import type { CheckoutSummary } from './checkout-api.ts';

type Args = {
  supplierId: string;
  userId: string;
  zip: string | null;
  method: string | null;
  summary: CheckoutSummary;
};

function logOnly(what: string, error: unknown) {
  console.warn(`checkout: could not load ${what}`, error);
}

export function useShippingInfo({ supplierId, userId, zip, method, summary }: Args) {
  const transit = useQuery({
    queryKey: ['checkout', supplierId, 'transit', zip],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/shipping/time_in_transit', {
          params: { query: { supplier_id: supplierId, to_code: zip ?? '' } },
          signal,
        }),
      ),
    enabled: zip !== null,
  });
  const fee = useQuery({
    queryKey: ['checkout', supplierId, 'fee', method, summary.subtotal_cents],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/checkout/shipping_fees', {
          params: {
            query: {
              supplier_id: supplierId,
              shipping_method: method ?? '',
              subtotal: summary.subtotal_cents,
            },
          },
          signal,
        }),
      ),
    enabled: method !== null,
  });
  const cutoff = useQuery({
    queryKey: ['checkout', supplierId, 'cutoff', userId],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/checkout/shipping_cutoff', {
          params: { query: { supplier_id: supplierId, user_id: userId } },
          signal,
        }),
      ),
    refetchInterval: 60_000,
  });
  const vacations = useQuery({
    queryKey: ['checkout', supplierId, 'vacations'],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/checkout/vacation_times', {
          params: { query: { supplier_id: supplierId } },
          signal,
        }),
      ),
  });

  useEffect(() => {
    if (transit.error) logOnly('time in transit', transit.error);
    if (cutoff.error) logOnly('shipping cut-off', cutoff.error);
    if (vacations.error) logOnly('vacation times', vacations.error);
  }, [transit.error, cutoff.error, vacations.error]);
  useEffect(() => {
    if (!fee.error) return;
    notifyErrorText('Could not calculate shipping costs.');
  }, [fee.error]);

  return {
    options: transit.data ?? summary.shipping.options,
    fee: fee.data ?? summary.shipping.fee,
    cutoff: cutoff.data ?? summary.shipping.cutoff,
    vacationTimes: vacations.data?.vacation_times ?? summary.vacation_times,
  };
}
