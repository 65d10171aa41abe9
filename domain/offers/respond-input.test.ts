import { describe, expect, it } from 'vitest';
import {
  CANCEL_MEMO_REQUIRED,
  CANCEL_REASON_REQUIRED,
  OFFER_INPUT_MESSAGES,
  validateCancelMemo,
  validateCancelReason,
  validateNewBundle,
  validateNewOffer,
  validateRespondInput,
} from './respond-input.ts';

describe('validateRespondInput for an individual offer (§7 POST /offers/{id}/respond)', () => {
  it('accepts a plain accept or decline when nothing else is given', () => {
    expect(validateRespondInput('offer', { response: 'accepted' })).toEqual({
      ok: true,
      value: { response: 'accepted' },
    });
    expect(validateRespondInput('offer', { response: 'declined', note: '  too low ' })).toEqual({
      ok: true,
      value: { response: 'declined', note: 'too low' },
    });
  });

  it('refuses a missing or unknown response when the body lacks one', () => {
    expect(validateRespondInput('offer', {})).toEqual({
      ok: false,
      fields: { response: [OFFER_INPUT_MESSAGES.response] },
    });
    expect(validateRespondInput('offer', { response: 'maybe' })).toMatchObject({ ok: false });
    expect(validateRespondInput('offer', null)).toMatchObject({ ok: false });
  });

  it('reads a counter price into cents and the quantity when both are given (§3 Offer: price, quantity)', () => {
    expect(validateRespondInput('offer', { response: 'counter', price: '12.50', quantity: '3' })).toEqual({
      ok: true,
      value: { response: 'counter', price_cents: 1250, quantity: 3 },
    });
    expect(validateRespondInput('offer', { response: 'counter', price: 9.99, quantity: 1 })).toMatchObject({
      value: { price_cents: 999, quantity: 1 },
    });
  });

  it('requires a counter price above zero and a whole quantity when countering', () => {
    expect(validateRespondInput('offer', { response: 'counter' })).toEqual({
      ok: false,
      fields: {
        price: [OFFER_INPUT_MESSAGES.priceRequired],
        quantity: [OFFER_INPUT_MESSAGES.quantityRequired],
      },
    });
    expect(validateRespondInput('offer', { response: 'counter', price: '0.00', quantity: '0' })).toEqual({
      ok: false,
      fields: {
        price: [OFFER_INPUT_MESSAGES.priceNotPositive],
        quantity: [OFFER_INPUT_MESSAGES.quantityInvalid],
      },
    });
    expect(validateRespondInput('offer', { response: 'counter', price: '1.234', quantity: 2.5 })).toEqual({
      ok: false,
      fields: {
        price: [OFFER_INPUT_MESSAGES.priceInvalid],
        quantity: [OFFER_INPUT_MESSAGES.quantityInvalid],
      },
    });
  });

  it("says 'select one shipping method' when the shipping box is checked without a method (§5 Offer counter)", () => {
    const result = validateRespondInput('offer', {
      response: 'counter',
      price: '5',
      quantity: 1,
      shipping: true,
    });
    expect(result).toEqual({ ok: false, fields: { shipping_method: ['select one shipping method'] } });
    expect(
      validateRespondInput('offer', {
        response: 'counter',
        price: '5',
        quantity: 1,
        shipping: true,
        shipping_method: ' ',
      }),
    ).toMatchObject({ ok: false, fields: { shipping_method: ['select one shipping method'] } });
  });

  it('keeps the shipping method when the box is checked with one', () => {
    const body = {
      response: 'counter',
      price: '5',
      quantity: 1,
      shipping: true,
      shipping_method: 'overnight',
    };
    expect(validateRespondInput('offer', body)).toMatchObject({
      ok: true,
      value: { shipping_method: 'overnight' },
    });
  });

  it('ignores counter fields when the response is not a counter', () => {
    expect(validateRespondInput('offer', { response: 'accepted', price: 'junk', shipping: true })).toEqual({
      ok: true,
      value: { response: 'accepted' },
    });
  });

  it('refuses a note longer than 1000 characters when one is given', () => {
    expect(validateRespondInput('offer', { response: 'declined', note: 'x'.repeat(1000) })).toMatchObject({
      ok: true,
    });
    expect(validateRespondInput('offer', { response: 'declined', note: 'x'.repeat(1001) })).toEqual({
      ok: false,
      fields: { note: [OFFER_INPUT_MESSAGES.noteTooLong] },
    });
  });
});

describe('validateRespondInput for a bundle offer (§7 POST /bundle_offers/{id}/respond)', () => {
  it('accepts with the chosen variants when at least one is chosen', () => {
    const body = {
      response: 'accepted',
      variants: [
        { id: 'a', chosen: true },
        { id: 'b', chosen: false },
      ],
    };
    expect(validateRespondInput('bundle', body)).toEqual({
      ok: true,
      value: {
        response: 'accepted',
        variants: [
          { id: 'a', chosen: true },
          { id: 'b', chosen: false },
        ],
      },
    });
  });

  it('refuses an acceptance when no variant is chosen', () => {
    expect(validateRespondInput('bundle', { response: 'accepted', variants: [{ id: 'a' }] })).toEqual({
      ok: false,
      fields: { variants: [OFFER_INPUT_MESSAGES.variantsRequired] },
    });
    expect(validateRespondInput('bundle', { response: 'accepted' })).toMatchObject({ ok: false });
  });

  it('counters with per-variant prices in cents and quantities when at least one is given', () => {
    const body = {
      response: 'counter',
      variants: [{ id: 'a', price: '4.25' }, { id: 'b', quantity: '2' }, { id: 'c' }],
    };
    expect(validateRespondInput('bundle', body)).toEqual({
      ok: true,
      value: {
        response: 'counter',
        variants: [{ id: 'a', price_cents: 425 }, { id: 'b', quantity: 2 }, { id: 'c' }],
      },
    });
  });

  it('refuses a counter when no variant has a price or quantity', () => {
    expect(
      validateRespondInput('bundle', { response: 'counter', variants: [{ id: 'a', price: '' }] }),
    ).toEqual({
      ok: false,
      fields: { variants: [OFFER_INPUT_MESSAGES.counterVariants] },
    });
  });

  it('keys variant errors by position when a variant is repeated or has a bad price', () => {
    const body = {
      response: 'counter',
      variants: [{ id: 'a', price: '-1' }, { id: 'a', quantity: 0 }, { price: '1' }],
    };
    expect(validateRespondInput('bundle', body)).toEqual({
      ok: false,
      fields: {
        'variants.0.price': [OFFER_INPUT_MESSAGES.priceInvalid],
        'variants.1.id': [OFFER_INPUT_MESSAGES.variantRepeated],
        'variants.1.quantity': [OFFER_INPUT_MESSAGES.quantityInvalid],
        'variants.2.id': [OFFER_INPUT_MESSAGES.variantIdRequired],
      },
    });
  });

  it('declines without variants when none are sent', () => {
    expect(validateRespondInput('bundle', { response: 'declined' })).toEqual({
      ok: true,
      value: { response: 'declined' },
    });
  });
});

describe('validateNewOffer (§7 POST /offers)', () => {
  const listing = { listingMinQty: 2, listingMaxQty: 10, stock: 6 };

  it('reads the price into cents when price and quantity are valid', () => {
    expect(validateNewOffer({ ...listing, price: '$1,234.50', quantity: '4', note: ' hi ' })).toEqual({
      ok: true,
      value: { priceCents: 123450, quantity: 4, note: 'hi' },
    });
  });

  it('holds the quantity to min-qty, max-qty and stock when it is outside them (§5 Quantity)', () => {
    expect(validateNewOffer({ ...listing, price: '1', quantity: 1 })).toEqual({
      ok: false,
      fields: { quantity: [OFFER_INPUT_MESSAGES.minQty(2)] },
    });
    expect(validateNewOffer({ ...listing, price: '1', quantity: 11 })).toEqual({
      ok: false,
      fields: { quantity: [OFFER_INPUT_MESSAGES.maxQty(10), OFFER_INPUT_MESSAGES.stock(6)] },
    });
    expect(validateNewOffer({ price: '1', quantity: 7, stock: 6 })).toMatchObject({
      fields: { quantity: ['Only 6 in stock.'] },
    });
  });

  it('refuses a price of zero when the offer is free', () => {
    expect(validateNewOffer({ price: '0', quantity: 1, stock: 5 })).toEqual({
      ok: false,
      fields: { price: [OFFER_INPUT_MESSAGES.priceNotPositive] },
    });
  });
});

describe('validateNewBundle (§3 offer_variants)', () => {
  it('reads each variant when listings differ and prices and quantities are valid', () => {
    const variants = [
      { listing_id: 'l1', price: '10', quantity: 2 },
      { listing_id: 'l2', price: '3.5', quantity: '1' },
    ];
    expect(validateNewBundle({ variants })).toEqual({
      ok: true,
      value: {
        variants: [
          { listingId: 'l1', priceCents: 1000, quantity: 2 },
          { listingId: 'l2', priceCents: 350, quantity: 1 },
        ],
      },
    });
  });

  it('refuses an empty bundle when no variant is given', () => {
    expect(validateNewBundle({ variants: [] })).toEqual({
      ok: false,
      fields: { variants: [OFFER_INPUT_MESSAGES.variantsRequired] },
    });
    expect(validateNewBundle({ variants: undefined })).toMatchObject({ ok: false });
  });

  it('refuses a repeated listing and bad values when keyed by position', () => {
    const variants = [
      { listing_id: 'l1', price: '10', quantity: 2 },
      { listing_id: 'l1', price: '0', quantity: 0 },
    ];
    expect(validateNewBundle({ variants })).toEqual({
      ok: false,
      fields: {
        'variants.1.listing_id': [OFFER_INPUT_MESSAGES.listingRepeated],
        'variants.1.price': [OFFER_INPUT_MESSAGES.priceNotPositive],
        'variants.1.quantity': [OFFER_INPUT_MESSAGES.quantityInvalid],
      },
    });
  });
});

describe('validateCancelReason (§5: a saved-offer cancel needs a reason)', () => {
  it('returns the trimmed reason when one is given', () => {
    expect(validateCancelReason('  found it cheaper ')).toEqual({ ok: true, value: 'found it cheaper' });
  });

  it('asks for a reason when it is blank or missing', () => {
    expect(CANCEL_REASON_REQUIRED).toBe('Please give a reason.');
    for (const reason of [undefined, null, '', '   '])
      expect(validateCancelReason(reason)).toEqual({
        ok: false,
        fields: { reason: [CANCEL_REASON_REQUIRED] },
      });
  });
});

describe('validateCancelMemo (§4: offers cancelled, bundles with memo)', () => {
  it('lets an individual offer be cancelled without a memo', () => {
    expect(validateCancelMemo('offer', undefined)).toEqual({ ok: true, value: undefined });
  });

  it('requires a memo when a bundle offer is cancelled', () => {
    expect(validateCancelMemo('bundle', '')).toEqual({ ok: false, fields: { memo: [CANCEL_MEMO_REQUIRED] } });
    expect(validateCancelMemo('bundle', 'stock gone')).toEqual({ ok: true, value: 'stock gone' });
  });
});
