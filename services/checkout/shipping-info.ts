/**
 * The shipping side of checkout computed from a supplier's settings by the pure shipping calendar
 * (pharmacy-side §3 Shipping time option, Shipping cutoff, Shipping fee response, Vacation time;
 * §4 Shipping choice): delivery dates per method with their labels and fees, the preselected
 * method, the cut-off notice, the fee with its free-shipping threshold and the vacation times.
 * Transit days depend on the distance to the destination (shipping-distance.ts, transit-zones.ts);
 * `miles` null means unknown, and each method then takes its own (longest) days.
 */
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { isoDate } from '../../domain/dates.ts';
import { shippingCutoff } from '../../domain/shipping/cutoffs.ts';
import { preselectMethod, shippingFee, timeInTransit } from '../../domain/shipping/shipping-options.ts';
import { transitDaysFor } from '../../domain/shipping/transit-zones.ts';
import { calendarOf, methodsOf } from '../../activities/checkout/checkout-rules.ts';

export type TransitRow = {
  delivery_date: string;
  delivery_time: string;
  service_type: string;
  name: string;
  label: string;
  fee: number;
  preselected: boolean;
};

/**
 * GET /api/v1/shipping/time_in_transit: one row per active method, the preselected one marked.
 * Given the cart's subtotal (checkout), each fee is what the order would pay (free from the
 * supplier's minimum shipping value), and the preselection reads those fees.
 */
export function listTimeInTransit(
  c: CheckoutSettings,
  now: Date,
  miles: number | null,
  subtotalCents?: number,
): TransitRow[] {
  const methods = methodsOf(c).map((m) => ({
    ...m,
    transitBusinessDays: transitDaysFor(m.transitBusinessDays, miles),
  }));
  const options = timeInTransit({
    now,
    timeZone: c.settings.timeZone,
    cutoffs: c.cutoffs,
    calendar: calendarOf(c),
    methods,
  });
  const freeShippingMinimumCents = c.settings.freeShippingMinimumCents;
  const priced = options.map((o, i) => {
    const method = methods[i]!;
    const feeCents =
      subtotalCents === undefined
        ? method.feeCents
        : shippingFee({ method, subtotalCents, freeShippingMinimumCents }).shipping_costs;
    return { ...o, feeCents, name: method.name };
  });
  const chosen = preselectMethod(priced, { overnightMarker: c.settings.overnightPreselected });
  return priced.map((o) => ({
    delivery_date: o.delivery_date,
    delivery_time: o.delivery_time,
    service_type: o.service_type,
    name: o.name,
    label: o.label,
    fee: o.feeCents,
    preselected: o.service_type === chosen,
  }));
}

/** The delivery date an order placed now with a method would get (stored as its estimated delivery). */
export function deliveryDateFor(
  c: CheckoutSettings,
  serviceType: string,
  now: Date,
  miles: number | null,
): string | null {
  return listTimeInTransit(c, now, miles).find((o) => o.service_type === serviceType)?.delivery_date ?? null;
}

/** GET /api/v1/checkout/shipping_cutoff. */
export function describeCutoff(c: CheckoutSettings, now: Date) {
  return shippingCutoff({
    now,
    timeZone: c.settings.timeZone,
    settings: c.cutoffs,
    calendar: calendarOf(c),
  });
}

/** GET /api/v1/checkout/shipping_fees: null when the supplier does not offer the method. */
export function describeShippingFee(c: CheckoutSettings, serviceType: string, subtotalCents: number) {
  const method = methodsOf(c).find((m) => m.service_type === serviceType);
  if (!method) return null;
  return shippingFee({
    method,
    subtotalCents,
    freeShippingMinimumCents: c.settings.freeShippingMinimumCents,
  });
}

/** GET /api/v1/checkout/vacation_times: the current and upcoming ones, soonest first. */
export function listVacationTimes(c: CheckoutSettings, now: Date) {
  const today = isoDate(now);
  return c.vacationTimes
    .filter((v) => v.endDate >= today)
    .map((v) => ({ name: v.name, start_date: v.startDate, end_date: v.endDate, notes: v.notes }));
}
