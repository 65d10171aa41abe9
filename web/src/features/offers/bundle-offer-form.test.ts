import { describe, expect, it } from 'vitest';
import {
  addVariant,
  bundleOfferBody,
  bundleTotalCents,
  CUSTOMER_REQUIRED,
  EMPTY_BUNDLE_FORM,
  validateBundleOfferForm,
  type BundleOfferForm,
  type ListingChoice,
} from './bundle-offer-form.ts';

const LISTING: ListingChoice = {
  id: 'listing-a',
  name: 'Atorvastatin',
  strength: '20 mg',
  package_size: '90 TABLET in 1 BOTTLE',
  ndc: '88000000001',
  price_cents: 5_000,
};
const form = (change: Partial<BundleOfferForm> = {}): BundleOfferForm => ({
  ...EMPTY_BUNDLE_FORM,
  buyer_account_id: 'pharmacy-1',
  variants: addVariant([], LISTING),
  ...change,
});

describe('addVariant', () => {
  it('adds a listing at its list price and one pack, and never twice (issue 5: several variants, each product once)', () => {
    const once = addVariant([], LISTING);
    expect(once).toEqual([
      expect.objectContaining({
        listing_id: 'listing-a',
        price: '50.00',
        quantity: 1,
        list_price_cents: 5_000,
      }),
    ]);
    expect(addVariant(once, LISTING)).toBe(once);
  });
});

describe('validateBundleOfferForm', () => {
  it('passes a customer with one priced variant', () => {
    expect(validateBundleOfferForm(form())).toEqual({});
  });

  it('asks for a customer and at least one variant when the form is blank (only approved customers, ≥ 1 variant)', () => {
    expect(validateBundleOfferForm(EMPTY_BUNDLE_FORM)).toEqual({
      buyer_account_id: CUSTOMER_REQUIRED,
      variants: 'Choose at least one variant.',
    });
  });

  it('names the variant field when a price is zero or a quantity is not whole (prices > 0, the API rule)', () => {
    const [variant] = addVariant([], LISTING);
    const errors = validateBundleOfferForm(form({ variants: [{ ...variant!, price: '0', quantity: 1.5 }] }));
    expect(errors).toEqual({
      'variants.0.price': 'Price must be greater than zero.',
      'variants.0.quantity': 'Quantity must be a whole number of at least 1.',
    });
  });
});

describe('bundleOfferBody', () => {
  it('sends the POST /bundle_offers body, leaving out a blank note and no shipping method', () => {
    expect(
      bundleOfferBody(
        form({ note: '  ', variants: [{ ...form().variants[0]!, price: ' 42.5 ', quantity: '3' }] }),
      ),
    ).toEqual({
      buyer_account_id: 'pharmacy-1',
      variants: [{ listing_id: 'listing-a', price: '42.5', quantity: 3 }],
      allow_modify_in_cart: false,
    });
    expect(bundleOfferBody(form({ note: 'Restock', shipping_method: 'ground' }))).toMatchObject({
      note: 'Restock',
      shipping_method: 'ground',
    });
  });
});

describe('bundleTotalCents', () => {
  it('adds price × quantity of readable rows in integer cents', () => {
    const [a] = addVariant([], LISTING);
    expect(
      bundleTotalCents([
        { ...a!, price: '12.50', quantity: 3 },
        { ...a!, price: 'abc', quantity: 1 },
      ]),
    ).toBe(3_750);
  });
});
