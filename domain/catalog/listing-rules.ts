/**
 * The rules a supplier's listing must meet before it is saved (supplier-side §5): price greater than
 * zero and under the pack-price cap, stock blank → 0 and never negative, min/max quantities, and
 * promotions whose pack price is at most the regular price and whose triggering quantity lies
 * between min_qty and max_qty.
 */
import type { FieldErrors } from '../errors.ts';
import { formatCents, MAX_AMOUNT_CENTS, MAX_QUANTITY, readDollars } from '../money.ts';
import { maxPackPrice, packPriceMessage, type PricedProduct } from './pricing.ts';

/** The most stock one listing may hold (its column is int4; no pharmacy supplier lists more). */
export const MAX_STOCK = 10_000_000;

export const LISTING_MESSAGES = {
  priceNotPositive: 'Price must be greater than zero.',
  /**
   * The spec's decimal message (pharmacy-side §5 Other formats, 'format xxxx.xxx') with the two
   * places a price has: money is whole cents (docs/decisions.md, Money and trust).
   */
  priceFormat: 'Please enter a correct number, format xxxx.xx',
  priceTooLarge: `Price cannot be more than ${formatCents(MAX_AMOUNT_CENTS)}.`,
  stockNegative: 'Stock cannot be negative.',
  stockTooLarge: 'Stock cannot be more than 10,000,000.',
  expired: (expiry: string) =>
    `This stock expired on ${expiry.slice(5, 7)}/${expiry.slice(8, 10)}/${expiry.slice(0, 4)}: expired stock cannot be sold. Import it again with a later expiry date.`,
  quantityTooLarge: 'Quantities cannot be more than 100,000.',
  stockNotWhole: 'Stock must be a whole number.',
  minQty: 'Minimum quantity must be at least 1.',
  maxQty: 'Maximum quantity cannot be less than the minimum quantity.',
  promoPrice: 'Promotion pack price cannot be higher than the regular price.',
  promoTrigger: (min: number, max: number | null) =>
    max === null
      ? `Triggering quantity must be at least ${min}.`
      : `Triggering quantity must be between ${min} and ${max}.`,
  promoDates: 'Promotion end date cannot be before its start date.',
  skuTaken: 'Sorry, but a product with this SKU already exists.',
} as const;

export type ListingDraft = {
  packPriceCents: number;
  stock: number;
  minQty: number;
  maxQty: number | null;
  promo: { packPriceCents: number; triggerQty: number; startDate: string; endDate: string } | null;
};

/** A price as typed ('12.50', '$1,045.10') read into cents, or the message saying what is wrong with it. */
export function readPriceText(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: LISTING_MESSAGES.priceNotPositive };
  const reading = readDollars(text);
  if (!reading.ok) {
    const tooLarge = reading.problem === 'too_large';
    return { ok: false, message: tooLarge ? LISTING_MESSAGES.priceTooLarge : LISTING_MESSAGES.priceFormat };
  }
  if (reading.cents <= 0) return { ok: false, message: LISTING_MESSAGES.priceNotPositive };
  return reading;
}

/** Stock as the spec treats it: blank becomes 0; anything else must be a whole number. */
export function parseStock(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  if (text === '') return 0;
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/** Every rule a listing breaks, by field; empty when the listing may be saved. */
export function checkListing(
  draft: ListingDraft,
  product: PricedProduct,
  lowestSupplierPriceCents?: number | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (!(draft.packPriceCents > 0)) add('price', LISTING_MESSAGES.priceNotPositive);
  const cap = maxPackPrice(product);
  if (cap && draft.packPriceCents > cap.cents) add('price', packPriceMessage(cap, lowestSupplierPriceCents));
  if (draft.stock < 0) add('stock', LISTING_MESSAGES.stockNegative);
  if (draft.stock > MAX_STOCK) add('stock', LISTING_MESSAGES.stockTooLarge);
  if (draft.minQty < 1) add('min_qty', LISTING_MESSAGES.minQty);
  if (draft.minQty > MAX_QUANTITY) add('min_qty', LISTING_MESSAGES.quantityTooLarge);
  if (draft.maxQty !== null && draft.maxQty < draft.minQty) add('max_qty', LISTING_MESSAGES.maxQty);
  if (draft.maxQty !== null && draft.maxQty > MAX_QUANTITY) add('max_qty', LISTING_MESSAGES.quantityTooLarge);
  if (draft.promo) {
    if (draft.promo.packPriceCents > draft.packPriceCents)
      add('promo_pack_price', LISTING_MESSAGES.promoPrice);
    if (!(draft.promo.packPriceCents > 0)) add('promo_pack_price', LISTING_MESSAGES.priceNotPositive);
    const { triggerQty } = draft.promo;
    if (triggerQty > MAX_QUANTITY) add('triggering_quantity', LISTING_MESSAGES.quantityTooLarge);
    if (triggerQty < draft.minQty || (draft.maxQty !== null && triggerQty > draft.maxQty)) {
      add('triggering_quantity', LISTING_MESSAGES.promoTrigger(draft.minQty, draft.maxQty));
    }
    if (draft.promo.endDate < draft.promo.startDate) add('promo_end_date', LISTING_MESSAGES.promoDates);
  }
  return errors;
}
