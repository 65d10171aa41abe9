/**
 * A supplier's stored checkout settings read as the domain rules' inputs, and the one price
 * computation that both the checkout page and order placement use, so what the page shows is
 * exactly what placement charges (pharmacy-side §3 Order, §4 Checkout, Shipping choice).
 */
import type { CartLine } from '../../db/queries/cart/cart.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { cardFeeBpFor, type CardFeeSettings } from '../../domain/checkout/card-fee.ts';
import type { SupplierMinimums } from '../../domain/checkout/order-minimums.ts';
import { computeOrderTotals, type OrderTotals, type PaymentMethod } from '../../domain/checkout/totals.ts';
import type { ShippingCalendar } from '../../domain/shipping/business-days.ts';
import { shippingFee, type ShippingMethod } from '../../domain/shipping/shipping-options.ts';

export const PAYMENT_METHODS = [
  'pay_offline',
  'card',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];

/** The card acceptance and rates of a supplier (supplier-side §4 card-processing taxes). */
export function cardFeeSettingsOf(c: CheckoutSettings): CardFeeSettings {
  const stateTaxBp: Record<string, number> = {};
  for (const s of c.cardFeeStates) if (s.feeBp !== null) stateTaxBp[s.stateCode] = s.feeBp;
  return {
    acceptCards: c.settings.cardAcceptance,
    mode: c.settings.cardFeeMode,
    globalTaxBp: c.settings.globalCardFeeBp,
    stateTaxBp,
    acceptedStates: c.cardFeeStates.filter((s) => s.accepted).map((s) => s.stateCode),
  };
}

export function minimumsOf(c: CheckoutSettings): SupplierMinimums {
  const s = c.settings;
  return {
    wholesalerName: c.wholesalerName,
    minimumOrderTotalCents: s.minimumOrderTotalCents,
    brandsMinimumOrderTotalCents: s.brandsMinimumOrderTotalCents,
    brandsMinimumMandatory: s.brandsMinimumMandatory,
    genericsMinimumOrderTotalCents: s.genericsMinimumOrderTotalCents,
    genericsMinimumMandatory: s.genericsMinimumMandatory,
  };
}

/** Holidays and vacation times: both stop the supplier shipping; holidays also stop deliveries. */
export function calendarOf(c: CheckoutSettings): ShippingCalendar {
  return {
    holidays: c.holidays.map((h) => h.monthDay),
    vacations: c.vacationTimes.map((v) => ({ startDate: v.startDate, endDate: v.endDate })),
  };
}

/** The supplier's active shipping methods, fastest first. */
export function methodsOf(c: CheckoutSettings): ShippingMethod[] {
  return c.shippingMethods
    .filter((m) => m.active)
    .map((m) => ({
      service_type: m.serviceType,
      name: m.name,
      transitBusinessDays: m.transitBusinessDays,
      feeCents: m.feeCents,
    }));
}

export type Quote = {
  /** Null when the supplier does not accept cards for the ship-to state. */
  cardFeeBp: number | null;
  shipping: { shipping_costs: number; message: string };
  totals: Record<PaymentMethod, OrderTotals>;
};

/**
 * The totals of a cart for each payment method: shipping free from the supplier's threshold (on
 * the items' subtotal), card fee by the ship-to state, ACH discount for bank transfers, sales tax.
 */
export function quoteCart(
  c: CheckoutSettings,
  lines: readonly Pick<CartLine, 'quantity' | 'unitCents'>[],
  method: ShippingMethod | null,
  shipToStateCode: string | null,
): Quote {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const shipping = method
    ? shippingFee({ method, subtotalCents, freeShippingMinimumCents: c.settings.freeShippingMinimumCents })
    : { shipping_costs: 0, message: '' };
  const cardFeeBp = shipToStateCode === null ? null : cardFeeBpFor(cardFeeSettingsOf(c), shipToStateCode);
  const totalsFor = (paymentMethod: PaymentMethod) =>
    computeOrderTotals({
      lines: lines.map((l) => ({ quantity: l.quantity, unitCents: l.unitCents })),
      shippingCents: shipping.shipping_costs,
      paymentMethod,
      cardFeeBp,
      achDiscountBp: c.settings.achDiscountBp,
      taxBp: c.settings.salesTaxBp,
    });
  return {
    cardFeeBp,
    shipping,
    totals: {
      pay_offline: totalsFor('pay_offline'),
      card: totalsFor('card'),
      bank_transfer: totalsFor('bank_transfer'),
    },
  };
}
