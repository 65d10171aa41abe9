/**
 * The order edit form's rules (pharmacy-side §4 Order edit, §5 Order minimums): the minimum check
 * runs on the lines as edited, with the supplier's minimums and the domain's one rule.
 */
import { checkOrderMinimums, type MinimumsCheck } from '../../../../domain/checkout/order-minimums.ts';
import type { OrderDetails } from './orders-api.ts';

export type EditState = { quantities: Record<string, number>; shippingMethod: string };

export function initialEdit(order: OrderDetails): EditState {
  return {
    quantities: Object.fromEntries(order.items.map((i) => [i.id, i.quantity])),
    shippingMethod: order.shipping_method,
  };
}

/** The lines whose quantity changed, and the shipping method when it changed: the PATCH body. */
export function editBody(
  order: OrderDetails,
  state: EditState,
): { items: { id: string; quantity: number }[]; shipping_method?: string } {
  const items = order.items
    .filter((i) => state.quantities[i.id] !== i.quantity)
    .map((i) => ({ id: i.id, quantity: state.quantities[i.id] ?? i.quantity }));
  return state.shippingMethod === order.shipping_method
    ? { items }
    : { items, shipping_method: state.shippingMethod };
}

/** The minimums as the edited lines meet them; null when the supplier sets none. */
export function checkEdit(order: OrderDetails, state: EditState): MinimumsCheck | null {
  if (!order.minimums) return null;
  const m = order.minimums;
  const lines = order.items.map((i) => {
    const quantity = state.quantities[i.id] ?? i.quantity;
    return { quantity, totalCents: quantity * i.unit_cents, isBrand: i.is_brand };
  });
  return checkOrderMinimums(lines, {
    wholesalerName: m.wholesaler_name,
    minimumOrderTotalCents: m.minimum_order_total_cents,
    brandsMinimumOrderTotalCents: m.brands_minimum_order_total_cents,
    brandsMinimumMandatory: m.brands_minimum_mandatory,
    genericsMinimumOrderTotalCents: m.generics_minimum_order_total_cents,
    genericsMinimumMandatory: m.generics_minimum_mandatory,
  });
}

/** Save is possible when something changed, at least one line is kept and the minimums are met (§4 Order edit). */
export function canSaveEdit(order: OrderDetails, state: EditState): boolean {
  const body = editBody(order, state);
  const changed = body.items.length > 0 || body.shipping_method !== undefined;
  const anyLeft = order.items.some((i) => (state.quantities[i.id] ?? i.quantity) > 0);
  return order.can_edit && changed && anyLeft && (checkEdit(order, state)?.met ?? true);
}
