/**
 * The order edit form's delivery details (pharmacy-side §2 GET /pharmacy/orders/{id}/update_delivery_details,
 * "Edit shipment details"): when the order would arrive by each of the supplier's methods if it
 * were changed now, from the same shipping calendar checkout uses, and the chosen method's date.
 */
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { listTimeInTransit } from '../checkout/shipping-info.ts';

export type DeliveryDetails = {
  shipping_method: string;
  delivery_date: string;
  delivery_time: string;
  label: string;
  options: { service_type: string; name: string; label: string; delivery_date: string; fee_cents: number }[];
};

/** null when the supplier does not offer `shippingMethod` (any more). `miles`: to the order's ship-to ZIP. */
export function describeDeliveryDetails(
  settings: CheckoutSettings,
  shippingMethod: string,
  now: Date,
  miles: number | null,
): DeliveryDetails | null {
  const rows = listTimeInTransit(settings, now, miles);
  const chosen = rows.find((r) => r.service_type === shippingMethod);
  if (!chosen) return null;
  return {
    shipping_method: chosen.service_type,
    delivery_date: chosen.delivery_date,
    delivery_time: chosen.delivery_time,
    label: chosen.label,
    options: rows.map((r) => ({
      service_type: r.service_type,
      name: r.name,
      label: r.label,
      delivery_date: r.delivery_date,
      fee_cents: r.fee,
    })),
  };
}
