/**
 * Shipping choice at checkout (pharmacy-side §3 Shipping time option and Shipping fee response,
 * §4 Shipping choice): delivery dates per method, their labels, which method is preselected,
 * the fee with its free-shipping threshold, and the items' allowed methods.
 */
import { formatCents } from '../money.ts';
import {
  addBusinessDays,
  addCalendarDays,
  formatWeekdayDate,
  type ShippingCalendar,
} from './business-days.ts';
import { planShipDate, type CutoffSettings } from './cutoffs.ts';

export type ShippingMethod = {
  service_type: string;
  name: string;
  transitBusinessDays: number;
  feeCents: number;
};
export type TransitOption = {
  service_type: string;
  delivery_date: string;
  delivery_time: string;
  label: string;
};

export const OVERNIGHT = 'overnight';
/** Overnight arrives by morning; every other method by the end of the day (our choice, docs/decisions.md). */
export const OVERNIGHT_DELIVERY_TIME = '10:30 AM';
export const END_OF_DAY_DELIVERY_TIME = 'End of day';
export const FREE_SHIPPING_MESSAGE = 'Free shipping applied';

const SERVICE_TYPE_NAMES: Record<string, string> = {
  ground: 'Ground',
  two_day: 'Two Day',
  overnight: 'Overnight',
};

/** 'two_day' → 'Two Day'; unknown types read as their words capitalised. */
export function serviceTypeName(serviceType: string): string {
  return (
    SERVICE_TYPE_NAMES[serviceType] ??
    serviceType
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** The delivery time shown beside a method's date. */
export function deliveryTimeFor(serviceType: string): string {
  return serviceType === OVERNIGHT ? OVERNIGHT_DELIVERY_TIME : END_OF_DAY_DELIVERY_TIME;
}

/** 'Today', 'Tomorrow' or 'Wednesday, Nov 25' (pharmacy-side §4: dates display as Today, Tomorrow or weekday format). */
export function labelDeliveryDate(deliveryIso: string, todayIso: string): string {
  if (deliveryIso === todayIso) return 'Today';
  if (deliveryIso === addCalendarDays(todayIso, 1)) return 'Tomorrow';
  return formatWeekdayDate(deliveryIso);
}

export type TimeInTransitInput = {
  now: Date;
  timeZone?: string;
  cutoffs: CutoffSettings | null;
  calendar: ShippingCalendar;
  methods: readonly ShippingMethod[];
};

/**
 * Delivery date per method: the ship date (today before the cut-off on a business day, else the
 * next business day) plus the method's business days in transit. Weekends and the supplier's
 * holidays suppress delivery (pharmacy-side §4); its vacation times only stop it shipping.
 */
export function timeInTransit({
  now,
  timeZone,
  cutoffs,
  calendar,
  methods,
}: TimeInTransitInput): TransitOption[] {
  const { today, shipDate } = planShipDate({ now, timeZone, settings: cutoffs, calendar });
  const carrierCalendar: ShippingCalendar = { holidays: calendar.holidays, vacations: [] };
  return methods.map((method) => {
    const delivery = addBusinessDays(shipDate, method.transitBusinessDays, carrierCalendar);
    return {
      service_type: method.service_type,
      delivery_date: delivery,
      delivery_time: deliveryTimeFor(method.service_type),
      label: labelDeliveryDate(delivery, today),
    };
  });
}

export type PricedOption = { service_type: string; delivery_date: string; feeCents: number };

/**
 * The method checked by default (pharmacy-side §4 Shipping choice): overnight only when the
 * seller's shipping marker says so; otherwise the cheapest method (among methods with the same
 * delivery date the cheapest, so never a dearer one for the same day), and of methods that cost
 * the same, the one that delivers first; the first listed on a full tie. Fees are what the order
 * would pay: with free shipping every method costs nothing, so the fastest is chosen.
 */
export function preselectMethod(
  options: readonly PricedOption[],
  { overnightMarker }: { overnightMarker: boolean },
): string | null {
  if (overnightMarker && options.some((o) => o.service_type === OVERNIGHT)) return OVERNIGHT;
  let best: PricedOption | null = null;
  for (const option of options) {
    if (
      best === null ||
      option.feeCents < best.feeCents ||
      (option.feeCents === best.feeCents && option.delivery_date < best.delivery_date)
    ) {
      best = option;
    }
  }
  return best?.service_type ?? null;
}

export type ShippingFeeInput = {
  method: { feeCents: number };
  subtotalCents: number;
  freeShippingMinimumCents: number | null;
};

/** Shipping fee response (pharmacy-side §3); free when the subtotal reaches the supplier's minimum shipping value (§4). */
export function shippingFee({ method, subtotalCents, freeShippingMinimumCents }: ShippingFeeInput): {
  shipping_costs: number;
  message: string;
} {
  if (method.feeCents === 0) return { shipping_costs: 0, message: '' };
  if (freeShippingMinimumCents === null) return { shipping_costs: method.feeCents, message: '' };
  if (subtotalCents >= freeShippingMinimumCents) return { shipping_costs: 0, message: FREE_SHIPPING_MESSAGE };
  const missing = formatCents(freeShippingMinimumCents - subtotalCents);
  return { shipping_costs: method.feeCents, message: `Add ${missing} more for free shipping` };
}

/** The intersection of the items' specific shipping methods (null = any method); null when no item restricts. */
export function allowedMethods(itemsMethods: readonly (readonly string[] | null)[]): string[] | null {
  let allowed: string[] | null = null;
  for (const methods of itemsMethods) {
    if (methods === null) continue;
    allowed = allowed === null ? [...new Set(methods)] : allowed.filter((m) => methods.includes(m));
  }
  return allowed;
}

/** The warning shown when the chosen method is outside the allowed intersection (pharmacy-side §4), else null. */
export function methodWarning(chosen: string, allowed: readonly string[] | null): string | null {
  if (allowed === null || allowed.includes(chosen)) return null;
  if (allowed.length === 0) return 'No shipping method is allowed for all items in this order.';
  return `The selected shipping method is not allowed for all items in this order. Allowed: ${allowed.map(serviceTypeName).join(', ')}.`;
}
