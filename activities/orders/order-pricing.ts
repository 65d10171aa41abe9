/**
 * An order edit's money, computed by the server (notes A.5: never carried over or taken from the
 * client): each line at the unit price it was bought at, shipping by the supplier's method fee and
 * free-shipping threshold, card fee, ACH discount and tax at the supplier's current settings
 * (domain/checkout/totals.ts), and the supplier's minimums (domain/checkout/order-minimums.ts).
 */
import type { CardFeeSettings } from '../../domain/checkout/card-fee.ts';
import { cardFeeBpFor } from '../../domain/checkout/card-fee.ts';
import { checkOrderMinimums, type MinimumsCheck } from '../../domain/checkout/order-minimums.ts';
import { computeOrderTotals, type OrderTotals } from '../../domain/checkout/totals.ts';
import { DomainError } from '../../domain/errors.ts';
import { shippingFee } from '../../domain/shipping/shipping-options.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import type { orderItems } from '../../db/schema/index.ts';
import type { OrderItemChange } from '../../workflows/orders/messages.ts';
import type { OrderRow } from './order-steps.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEdit = {
  items: OrderItemChange[];
  shipping_method?: string;
  remove_shipping?: boolean;
  remove_card_fee?: boolean;
};
export type PricedLine = OrderItemRow & { newQuantity: number; newTotalCents: number };
export type PricedEdit = {
  lines: PricedLine[];
  shippingMethod: string;
  removeShipping: boolean;
  removeCardFee: boolean;
  totals: OrderTotals;
  minimums: MinimumsCheck;
};

/** The supplier's card settings as the card-fee rule reads them. */
export function cardFeeSettingsOf(s: CheckoutSettings): CardFeeSettings {
  return {
    acceptCards: s.settings.cardAcceptance,
    mode: s.settings.cardFeeMode,
    globalTaxBp: s.settings.globalCardFeeBp,
    stateTaxBp: Object.fromEntries(
      s.cardFeeStates.flatMap((f) => (f.feeBp === null ? [] : [[f.stateCode, f.feeBp]])),
    ),
    acceptedStates: s.cardFeeStates.filter((f) => f.accepted).map((f) => f.stateCode),
  };
}

/** The method's fee before the free-shipping rule; an unknown new method is a field error. */
function methodFeeCents(order: OrderRow, settings: CheckoutSettings, method: string): number {
  const found = settings.shippingMethods.find((m) => m.serviceType === method && m.active);
  if (found) return found.feeCents;
  // A method the supplier has since withdrawn keeps the fee the order was placed with.
  if (method === order.shippingMethod) return order.shippingCents;
  throw new DomainError(
    'SHIPPING_METHOD_UNAVAILABLE',
    'Please choose a shipping method the supplier offers.',
    {
      fields: { shipping_method: ['Please choose a shipping method the supplier offers.'] },
    },
  );
}

/** Prices an edit of `order` (lines not named keep their quantity). Pure over the rows given. */
export function priceOrderEdit(
  order: OrderRow,
  items: OrderItemRow[],
  settings: CheckoutSettings,
  edit: OrderEdit,
): PricedEdit {
  const wanted = new Map(edit.items.map((i) => [i.id, i.quantity]));
  const lines = items.map((item) => {
    const newQuantity = wanted.get(item.id) ?? item.quantity;
    return { ...item, newQuantity, newTotalCents: newQuantity * item.unitCents };
  });
  const shippingMethod = edit.shipping_method ?? order.shippingMethod;
  const removeShipping = edit.remove_shipping ?? order.removeShipping;
  const removeCardFee = edit.remove_card_fee ?? order.removeCardFee;
  const itemTotal = lines.reduce((sum, l) => sum + l.newTotalCents, 0);
  const fee = shippingFee({
    method: { feeCents: methodFeeCents(order, settings, shippingMethod) },
    subtotalCents: itemTotal,
    freeShippingMinimumCents: settings.settings.freeShippingMinimumCents,
  });
  const totals = computeOrderTotals({
    lines: lines.map((l) => ({ quantity: l.newQuantity, unitCents: l.unitCents })),
    shippingCents: fee.shipping_costs,
    paymentMethod: order.paymentMethod,
    cardFeeBp: cardFeeBpFor(cardFeeSettingsOf(settings), order.shipAddress.state_code),
    achDiscountBp: settings.settings.achDiscountBp,
    taxBp: settings.settings.salesTaxBp,
    removeShipping,
    removeCardFee,
  });
  const s = settings.settings;
  const minimums = checkOrderMinimums(
    lines.map((l) => ({ quantity: l.newQuantity, totalCents: l.newTotalCents, isBrand: l.isBrand })),
    {
      wholesalerName: settings.wholesalerName,
      minimumOrderTotalCents: s.minimumOrderTotalCents,
      brandsMinimumOrderTotalCents: s.brandsMinimumOrderTotalCents,
      brandsMinimumMandatory: s.brandsMinimumMandatory,
      genericsMinimumOrderTotalCents: s.genericsMinimumOrderTotalCents,
      genericsMinimumMandatory: s.genericsMinimumMandatory,
    },
  );
  return { lines, shippingMethod, removeShipping, removeCardFee, totals, minimums };
}
