/**
 * An order's money, always computed by the server from prices and rules, never taken from the client
 * (notes/security-reliability-performance.md A.5 goal 4, "Money is server-computed"). Every amount is
 * integer cents and every percentage integer basis points.
 *
 * Order of computation, each percentage rounded half-up to the cent on its own (basisPointsOf):
 *   1. items     = Σ quantity × unit price
 *   2. shipping  = the shipping fee, or 0 when remove-shipment is set (pharmacy-side §4 Order edit)
 *   3. ACH       = items × ACH discount, for bank transfers only (§3 Line item: ach-payment-discount)
 *   4. tax       = (items − ACH) × sales tax; shipping is not taxed
 *   5. card fee  = (items + shipping + tax) × card-processing tax, for card payments only, or 0 when
 *                  remove-card-fee is set (§4 Order edit)
 *   total = items − ACH + tax + shipping + card fee, never negative since ACH ≤ items.
 */
import { basisPointsOf, MAX_BP } from './card-fee.ts';

export type PaymentMethod = 'pay_offline' | 'card' | 'bank_transfer';

export type TotalsLine = { quantity: number; unitCents: number };

export type TotalsInput = {
  lines: TotalsLine[];
  shippingCents: number;
  paymentMethod: PaymentMethod;
  /** The card rate for the ship-to state (cardFeeBpFor); null when cards are not accepted there, charged as 0. */
  cardFeeBp: number | null;
  achDiscountBp: number;
  taxBp: number;
  removeShipping?: boolean;
  removeCardFee?: boolean;
};

export type OrderTotals = {
  itemTotalCents: number;
  shippingCents: number;
  cardFeeCents: number;
  achDiscountCents: number;
  taxCents: number;
  totalCents: number;
};

function assertCents(label: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be whole non-negative cents, got ${value}`);
}

function assertBp(label: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > MAX_BP)
    throw new RangeError(`${label} must be 0–${MAX_BP} bp, got ${value}`);
}

/** Computes an order's totals by the steps in this module's comment (pharmacy-side §3 Order, §4 Order edit). */
export function computeOrderTotals(input: TotalsInput): OrderTotals {
  let itemTotalCents = 0;
  for (const line of input.lines) {
    assertCents('quantity', line.quantity);
    assertCents('unitCents', line.unitCents);
    itemTotalCents += line.quantity * line.unitCents;
  }
  assertCents('item total', itemTotalCents);
  assertCents('shippingCents', input.shippingCents);
  assertBp('achDiscountBp', input.achDiscountBp);
  assertBp('taxBp', input.taxBp);
  if (input.cardFeeBp !== null) assertBp('cardFeeBp', input.cardFeeBp);

  const shippingCents = input.removeShipping ? 0 : input.shippingCents;
  const achDiscountCents =
    input.paymentMethod === 'bank_transfer' ? basisPointsOf(itemTotalCents, input.achDiscountBp) : 0;
  const taxCents = basisPointsOf(itemTotalCents - achDiscountCents, input.taxBp);
  const cardFeeBp = input.paymentMethod === 'card' && !input.removeCardFee ? (input.cardFeeBp ?? 0) : 0;
  const cardFeeCents = basisPointsOf(itemTotalCents + shippingCents + taxCents, cardFeeBp);
  const totalCents = itemTotalCents - achDiscountCents + taxCents + shippingCents + cardFeeCents;
  return { itemTotalCents, shippingCents, cardFeeCents, achDiscountCents, taxCents, totalCents };
}
