/**
 * What an offer payload must hold before it reaches the negotiation (pharmacy-side §3 Offer fields,
 * §5 Offer counter, §7 offer calls): prices are decimal text read into cents, quantities whole
 * numbers of at least 1, notes at most 1000 characters. Every function answers all the field errors
 * at once, keyed like the request body ('price', 'variants.0.quantity').
 */
import type { FieldErrors } from '../errors.ts';
import { parseDollarsToCents } from '../money.ts';
import type { OfferKind } from './negotiation.ts';

export const NOTE_MAX_LENGTH = 1000;
export const CANCEL_REASON_REQUIRED = 'Please give a reason.';
export const CANCEL_MEMO_REQUIRED = 'Please give a memo.';

export const OFFER_INPUT_MESSAGES = {
  response: 'Choose accept, decline or counter.',
  priceRequired: 'Enter a price.',
  priceInvalid: 'Enter a price such as 12.50.',
  priceNotPositive: 'Price must be greater than zero.',
  quantityRequired: 'Enter a quantity.',
  quantityInvalid: 'Quantity must be a whole number of at least 1.',
  /** The spec's exact words (§5 Offer counter). */
  shippingMethod: 'select one shipping method',
  noteTooLong: `Use at most ${NOTE_MAX_LENGTH} characters.`,
  variantsRequired: 'Choose at least one variant.',
  variantIdRequired: 'Each variant needs its id.',
  variantRepeated: 'This variant is listed twice.',
  counterVariants: 'Give a price or a quantity for at least one variant.',
  listingRequired: 'Choose a product.',
  listingRepeated: 'This product is already in the bundle.',
  minQty: (minQty: number) => `Minimum quantity for this item is ${minQty}.`,
  maxQty: (maxQty: number) => `Maximum quantity for this item is ${maxQty}.`,
  stock: (stock: number) => `Only ${stock} in stock.`,
} as const;

export type InputResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

export type RespondResponse = 'accepted' | 'declined' | 'counter';
export type RespondVariantValue = { id: string; price_cents?: number; quantity?: number; chosen?: boolean };
/** Shaped like the workflows' 'respond' update payload (without `actor`), so the API passes it on. */
export type RespondValue = {
  response: RespondResponse;
  price_cents?: number;
  quantity?: number;
  shipping_method?: string;
  note?: string;
  variants?: RespondVariantValue[];
};

type Fields = { errors: FieldErrors; add: (field: string, message: string) => void };

function collectErrors(): Fields {
  const errors: FieldErrors = {};
  return { errors, add: (field, message) => (errors[field] ??= []).push(message) };
}

function finish<T>(fields: Fields, value: T): InputResult<T> {
  return Object.keys(fields.errors).length > 0 ? { ok: false, fields: fields.errors } : { ok: true, value };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Trimmed text of a string or number field; anything else (an object, a boolean) reads as blank. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function asRecord(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/** Cents from "12.50" (or a JSON number); undefined when blank and optional. */
function readPrice(value: unknown, field: string, fields: Fields, required: boolean): number | undefined {
  if (isBlank(value)) {
    if (required) fields.add(field, OFFER_INPUT_MESSAGES.priceRequired);
    return undefined;
  }
  const cents = parseDollarsToCents(textOf(value));
  if (cents === null) fields.add(field, OFFER_INPUT_MESSAGES.priceInvalid);
  else if (cents <= 0) fields.add(field, OFFER_INPUT_MESSAGES.priceNotPositive);
  return cents !== null && cents > 0 ? cents : undefined;
}

function readQuantity(value: unknown, field: string, fields: Fields, required: boolean): number | undefined {
  if (isBlank(value)) {
    if (required) fields.add(field, OFFER_INPUT_MESSAGES.quantityRequired);
    return undefined;
  }
  const text = textOf(value);
  const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isSafeInteger(quantity) && quantity >= 1)) {
    fields.add(field, OFFER_INPUT_MESSAGES.quantityInvalid);
    return undefined;
  }
  return quantity;
}

/** A trimmed note of at most 1000 characters; blank means none. */
function readText(value: unknown, field: string, fields: Fields): string | undefined {
  const text = textOf(value);
  if (text === '') return undefined;
  if (text.length > NOTE_MAX_LENGTH) fields.add(field, OFFER_INPUT_MESSAGES.noteTooLong);
  return text;
}

function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on';
}

function readResponse(value: unknown, fields: Fields): RespondResponse | undefined {
  if (value === 'accepted' || value === 'declined' || value === 'counter') return value;
  fields.add('response', OFFER_INPUT_MESSAGES.response);
  return undefined;
}

/**
 * The respond payload (§7 POST /offers/{id}/respond and /bundle_offers/{id}/respond). A counter on an
 * individual offer needs a price above zero and a quantity; with the shipping box checked it needs a
 * shipping method ('select one shipping method', §5 Offer counter). A bundle is accepted with at
 * least one chosen variant and countered with a price or quantity on at least one variant.
 */
export function validateRespondInput(kind: OfferKind, input: unknown): InputResult<RespondValue> {
  const body = asRecord(input);
  const fields = collectErrors();
  const response = readResponse(body.response, fields);
  const note = readText(body.note, 'note', fields);
  const value: RespondValue = { response: response ?? 'declined', ...(note !== undefined && { note }) };
  if (kind === 'offer' && response === 'counter') {
    const counter = readIndividualCounter(body, fields);
    Object.assign(value, counter);
  }
  if (kind === 'bundle' && response !== undefined) {
    const variants = readRespondVariants(body.variants, response, fields);
    if (variants !== undefined) value.variants = variants;
  }
  return finish(fields, value);
}

function readIndividualCounter(body: Record<string, unknown>, fields: Fields): Partial<RespondValue> {
  const price_cents = readPrice(body.price, 'price', fields, true);
  const quantity = readQuantity(body.quantity, 'quantity', fields, true);
  const method = textOf(body.shipping_method) || undefined;
  if (isChecked(body.shipping) && method === undefined)
    fields.add('shipping_method', OFFER_INPUT_MESSAGES.shippingMethod);
  return { price_cents, quantity, ...(method !== undefined && { shipping_method: method }) };
}

function readRespondVariants(
  raw: unknown,
  response: RespondResponse,
  fields: Fields,
): RespondVariantValue[] | undefined {
  if (!Array.isArray(raw)) {
    if (response !== 'declined') fields.add('variants', OFFER_INPUT_MESSAGES.variantsRequired);
    return undefined;
  }
  const seen = new Set<string>();
  const variants = raw.map((item, index): RespondVariantValue => {
    const entry = asRecord(item);
    const at = `variants.${index}`;
    const id = textOf(entry.id);
    if (id === '') fields.add(`${at}.id`, OFFER_INPUT_MESSAGES.variantIdRequired);
    else if (seen.has(id)) fields.add(`${at}.id`, OFFER_INPUT_MESSAGES.variantRepeated);
    seen.add(id);
    const price_cents = readPrice(entry.price, `${at}.price`, fields, false);
    const quantity = readQuantity(entry.quantity, `${at}.quantity`, fields, false);
    return {
      id,
      ...(price_cents !== undefined && { price_cents }),
      ...(quantity !== undefined && { quantity }),
      ...(entry.chosen !== undefined && { chosen: isChecked(entry.chosen) }),
    };
  });
  if (response === 'accepted' && !variants.some((variant) => variant.chosen === true))
    fields.add('variants', OFFER_INPUT_MESSAGES.variantsRequired);
  const countered = raw.some((item) => !isBlank(asRecord(item).price) || !isBlank(asRecord(item).quantity));
  if (response === 'counter' && !countered) fields.add('variants', OFFER_INPUT_MESSAGES.counterVariants);
  return variants;
}

export type NewOfferInput = {
  price: unknown;
  quantity: unknown;
  listingMinQty?: number;
  listingMaxQty?: number | null;
  stock: number;
  note?: unknown;
  shipping_method?: unknown;
};
export type NewOfferValue = { priceCents: number; quantity: number; note?: string; shippingMethod?: string };

/**
 * A pharmacy's new offer on a listing (§7 POST /offers): a price above zero and a quantity within the
 * listing's min-qty (when above 1, as §5 Quantity) and max-qty and no more than its stock.
 */
export function validateNewOffer(input: NewOfferInput): InputResult<NewOfferValue> {
  const fields = collectErrors();
  const priceCents = readPrice(input.price, 'price', fields, true);
  const quantity = readQuantity(input.quantity, 'quantity', fields, true);
  if (quantity !== undefined) {
    const { listingMinQty: min, listingMaxQty: max, stock } = input;
    if (min !== undefined && min > 1 && quantity < min)
      fields.add('quantity', OFFER_INPUT_MESSAGES.minQty(min));
    if (max !== undefined && max !== null && quantity > max)
      fields.add('quantity', OFFER_INPUT_MESSAGES.maxQty(max));
    if (quantity > stock) fields.add('quantity', OFFER_INPUT_MESSAGES.stock(Math.max(0, stock)));
  }
  const note = readText(input.note, 'note', fields);
  const shippingMethod = readText(input.shipping_method, 'shipping_method', fields);
  return finish(fields, {
    priceCents: priceCents ?? 0,
    quantity: quantity ?? 0,
    ...(note !== undefined && { note }),
    ...(shippingMethod !== undefined && { shippingMethod }),
  });
}

export type NewBundleVariantValue = { listingId: string; priceCents: number; quantity: number };

/**
 * A supplier's new bundle offer (§3 offer_variants, issue 5 "several variants"): at least one variant
 * (one is allowed so a supplier can offer a single product at a bundle price; the pharmacy still
 * chooses), each on a different listing, with a price above zero and a quantity of at least 1.
 */
export function validateNewBundle(input: {
  variants: unknown;
}): InputResult<{ variants: NewBundleVariantValue[] }> {
  const fields = collectErrors();
  const raw = Array.isArray(input.variants) ? (input.variants as unknown[]) : [];
  if (raw.length === 0) fields.add('variants', OFFER_INPUT_MESSAGES.variantsRequired);
  const seen = new Set<string>();
  const variants = raw.map((item, index): NewBundleVariantValue => {
    const entry = asRecord(item);
    const at = `variants.${index}`;
    const listingId = textOf(entry.listing_id);
    if (listingId === '') fields.add(`${at}.listing_id`, OFFER_INPUT_MESSAGES.listingRequired);
    else if (seen.has(listingId)) fields.add(`${at}.listing_id`, OFFER_INPUT_MESSAGES.listingRepeated);
    seen.add(listingId);
    const priceCents = readPrice(entry.price, `${at}.price`, fields, true) ?? 0;
    const quantity = readQuantity(entry.quantity, `${at}.quantity`, fields, true) ?? 0;
    return { listingId, priceCents, quantity };
  });
  return finish(fields, { variants });
}

/** A saved-offer cancel needs a reason (§5: "A saved-offer cancel needs a reason"). */
export function validateCancelReason(reason: unknown): InputResult<string> {
  const fields = collectErrors();
  const text = readText(reason, 'reason', fields);
  if (text === undefined) fields.add('reason', CANCEL_REASON_REQUIRED);
  return finish(fields, text ?? '');
}

/** The memo of a cancel: optional for an individual offer, required for a bundle (§4: "bundle with memo"). */
export function validateCancelMemo(kind: OfferKind, memo: unknown): InputResult<string | undefined> {
  const fields = collectErrors();
  const text = readText(memo, 'memo', fields);
  if (kind === 'bundle' && text === undefined) fields.add('memo', CANCEL_MEMO_REQUIRED);
  return finish(fields, text);
}
