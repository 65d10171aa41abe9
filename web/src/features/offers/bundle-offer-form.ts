/**
 * The bundle offer creation form's values, its checks and its body. The variants' rules are the
 * API's own (domain/offers/respond-input.ts validateNewBundle: at least one, each listing once,
 * a price above zero, a whole quantity of at least 1), keyed like the body ('variants.0.price'),
 * which are also the form's field paths.
 */
import { parseDollarsToCents } from '../../../../domain/money.ts';
import {
  NOTE_MAX_LENGTH,
  OFFER_INPUT_MESSAGES,
  validateNewBundle,
} from '../../../../domain/offers/respond-input.ts';
import type { CreateBundleBody } from './bundle-offers-api.ts';

export const CUSTOMER_REQUIRED = 'Please choose a customer.';

export type VariantDraft = {
  listing_id: string;
  /** What the row shows: product, strength, package, NDC. */
  label: string;
  list_price_cents: number;
  price: string;
  quantity: number | string;
};

export type BundleOfferForm = {
  buyer_account_id: string | null;
  variants: VariantDraft[];
  note: string;
  shipping_method: string | null;
  allow_modify_in_cart: boolean;
};

export const EMPTY_BUNDLE_FORM: BundleOfferForm = {
  buyer_account_id: null,
  variants: [],
  note: '',
  shipping_method: null,
  allow_modify_in_cart: false,
};

/** A listing as the search offers it. */
export type ListingChoice = {
  id: string;
  name: string;
  strength: string;
  package_size: string;
  ndc: string;
  price_cents: number;
};

/** '5000' cents → '50.00', the price field's starting value. */
export const centsText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Adds a listing as a variant at its list price and one pack; a listing already in the bundle is not added twice. */
export function addVariant(variants: VariantDraft[], listing: ListingChoice): VariantDraft[] {
  if (variants.some((v) => v.listing_id === listing.id)) return variants;
  const label = [listing.name, listing.strength, listing.package_size].filter(Boolean).join(' · ');
  return [
    ...variants,
    {
      listing_id: listing.id,
      label: `${label} (NDC ${listing.ndc})`,
      list_price_cents: listing.price_cents,
      price: centsText(listing.price_cents),
      quantity: 1,
    },
  ];
}

/** The field errors of the form, one message per field (the form shows the first). */
export function validateBundleOfferForm(values: BundleOfferForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.buyer_account_id) errors.buyer_account_id = CUSTOMER_REQUIRED;
  const checked = validateNewBundle({
    variants: values.variants.map((v) => ({
      listing_id: v.listing_id,
      price: v.price,
      quantity: String(v.quantity),
    })),
  });
  if (!checked.ok)
    for (const [field, messages] of Object.entries(checked.fields)) errors[field] = messages[0]!;
  if (values.note.trim().length > NOTE_MAX_LENGTH) errors.note = OFFER_INPUT_MESSAGES.noteTooLong;
  return errors;
}

/** The POST /api/v1/bundle_offers body of valid values (blank note and shipping left out). */
export function bundleOfferBody(values: BundleOfferForm): CreateBundleBody {
  const note = values.note.trim();
  return {
    buyer_account_id: values.buyer_account_id ?? '',
    variants: values.variants.map((v) => ({
      listing_id: v.listing_id,
      price: v.price.trim(),
      quantity: Number(v.quantity),
    })),
    ...(note ? { note } : {}),
    ...(values.shipping_method ? { shipping_method: values.shipping_method } : {}),
    allow_modify_in_cart: values.allow_modify_in_cart,
  };
}

/** The bundle's total at the typed prices, in cents, for the summary line; unreadable rows count 0. */
export function bundleTotalCents(variants: VariantDraft[]): number {
  return variants.reduce((sum, v) => {
    const cents = parseDollarsToCents(v.price);
    const quantity = Number(v.quantity);
    return cents === null || !Number.isInteger(quantity) ? sum : sum + cents * quantity;
  }, 0);
}

/** Who sends the bundle: a supplier to its approved customers, or a p2p seller to its trading partners (issue 13). */
export type BundleSender = 'supplier' | 'p2p';
