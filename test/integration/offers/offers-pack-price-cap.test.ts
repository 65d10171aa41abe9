/**
 * Negotiated prices obey the pack-price cap (issue 10): an offer, a seller's counter, a bundle
 * variant and a bundle counter above the product's ceiling are refused on their field with the
 * listing's pack-price message. The fixture products are generics with an AWP of $100.00: their
 * ceiling is $75.00 (AWP less 25%).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { keystoneListings, sendBundle } from './bundle-offers-fixtures.ts';
import { makeOffer, offerListing, offersClient, openOffersContext, PHARMACY } from './offers-fixtures.ts';

const CAP_MESSAGE = 'Pack price cannot exceed $75.00 (AWP less 25%).';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openOffersContext('offers-pack-price-cap'));
});
afterAll(() => close());

type Problem = { message: string; errors?: Record<string, string[]> };

describe('negotiated prices obey the pack-price cap', () => {
  it('refuses an offer above the ceiling on its price', async () => {
    const listing = await offerListing(t);
    const made = await offersClient(t).make(pharmacy, {
      listing_id: listing.id,
      price: '80.00',
      quantity: 2,
    });
    expect(made.status).toBe(422);
    expect(made.body.errors).toEqual({ price: [CAP_MESSAGE] });
  });

  it("refuses a seller's counter above the ceiling on its price, and the offer stays pending", async () => {
    const { offer } = await makeOffer(t, pharmacy, { price: '40.00', quantity: 2 });
    const countered = await offersClient(t).respond(supplier, offer.id, {
      response: 'counter',
      price: '80.00',
      quantity: 2,
    });
    expect(countered.status).toBe(422);
    expect(countered.body.errors).toEqual({ price: [CAP_MESSAGE] });
    const detail = await offersClient(t).get(pharmacy, offer.id);
    expect(detail.body.offer.status).toBe('pending');
  });

  it('refuses a bundle variant above the ceiling on that variant', async () => {
    const listings = await keystoneListings(t);
    const response = await t.call('POST', '/api/v1/bundle_offers', {
      as: supplier,
      body: {
        buyer_account_id: PHARMACY.id,
        variants: [
          { listing_id: listings[0]!.id, price: '40.00', quantity: 2 },
          { listing_id: listings[1]!.id, price: '80.00', quantity: 1 },
        ],
        allow_modify_in_cart: false,
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toEqual({ 'variants.1.price': [CAP_MESSAGE] });
  });

  it("refuses a pharmacy's bundle counter above the ceiling on that variant", async () => {
    const { bundle, variants } = await sendBundle(t, supplier);
    const response = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: {
        response: 'counter',
        variants: [
          { id: variants[0]!.id, price: '35.00' },
          { id: variants[1]!.id, price: '80.00' },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toEqual({ 'variants.1.price': [CAP_MESSAGE] });
  });
});
