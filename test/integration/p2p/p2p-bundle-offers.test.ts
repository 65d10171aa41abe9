/**
 * Bundle offers on p2p listings (issue 13): a p2p seller sends a bundle of its own listings to a
 * pharmacy it has traded with; accepted, the variants land in the buyer's p2p cart at the agreed
 * price. Refused: a pharmacy it never traded with, a listing without its proof on file, a
 * pharmacy that is not an approved seller.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOffers } from '../../../db/schema/index.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';
import { openBulkContext } from '../offers/offers-bulk-fixtures.ts';
import { insertP2pListing, makeP2pSeller, P2P_BUYER, P2P_SELLER } from './p2p-buying-fixtures.ts';

let w: Awaited<ReturnType<typeof openBulkContext>>;

beforeAll(async () => {
  w = await openBulkContext('p2p-bundles');
  await makeP2pSeller(w.t.db);
});
afterAll(() => w.close());

type Sent = { bundle_offer: { id: string; variants: { id: string }[] } };
type Problem = { errors?: Record<string, string[]> };

/** The buyer sends the seller an offer: from then on they have traded, so the seller may send it bundles. */
async function becomePartners() {
  const { listing } = await insertP2pListing(w.t.db, { priceCents: 2_500, p2pMaxQty: 10 });
  const made = await w.t.call('POST', '/api/v1/offers', {
    as: w.pharmacy,
    body: { listing_id: listing.id, price: '20.00', quantity: 1 },
  });
  expect(made.status, await made.clone().text()).toBe(201);
}

const send = (buyer: string, listingId: string) =>
  w.t.call('POST', '/api/v1/bundle_offers', {
    as: w.otherPharmacy,
    body: { buyer_account_id: buyer, variants: [{ listing_id: listingId, price: '21.00', quantity: 2 }] },
  });

async function waitForBundle(id: string, status: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [row] = await w.t.db.select().from(bundleOffers).where(eq(bundleOffers.id, id));
    if (row?.status === status) return row;
    if (Date.now() > until) throw new Error(`bundle offer ${id} is ${row?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a p2p seller’s bundle offer', () => {
  it('goes to a pharmacy it has traded with; accepted, the variants land in the buyer’s p2p cart at the agreed price', async () => {
    await becomePartners();
    const options = (await (
      await w.t.call('GET', '/api/v1/bundle_offers/new', { as: w.otherPharmacy })
    ).json()) as {
      customers: { id: string }[];
      shipping_methods: { service_type: string }[];
    };
    expect(options.customers.map((c) => c.id)).toContain(P2P_BUYER.id);
    // Slowest first, as a supplier's form lists them (one shipping model, one order).
    expect(options.shipping_methods.map((m) => m.service_type)).toEqual(['ground', 'overnight']);
    const { listing } = await insertP2pListing(w.t.db, { priceCents: 2_500, p2pMaxQty: 10 });
    const sent = await send(P2P_BUYER.id, listing.id);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { bundle_offer: bundle } = (await sent.json()) as Sent;
    await waitForBundle(bundle.id, 'pending');
    const accepted = await w.t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: w.pharmacy,
      body: {
        response: 'accepted',
        variants: [{ id: bundle.variants[0]!.id, chosen: true, price: '21.00', quantity: 2 }],
      },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await waitForBundle(bundle.id, 'accepted');
    const cart = (await (await w.t.call('GET', '/api/v1/cart', { as: w.pharmacy })).json()) as {
      carts: {
        supplier_id: string;
        is_p2p: boolean;
        lines: { listing_id: string; pack_price_cents: number }[];
      }[];
    };
    const sellerCart = cart.carts.find((c) => c.supplier_id === P2P_SELLER.id)!;
    expect(sellerCart.is_p2p).toBe(true);
    expect(sellerCart.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ listing_id: listing.id, pack_price_cents: 2_100 })]),
    );
  });

  it('is refused for a pharmacy it never traded with, naming buyer_account_id', async () => {
    const stranger = await createOwnPharmacy(w.t.db, 'Bundle Stranger');
    const { listing } = await insertP2pListing(w.t.db, { priceCents: 2_500 });
    const refused = await send(stranger.id, listing.id);
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as Problem).errors ?? {})).toEqual(['buyer_account_id']);
  });

  it('is refused for a listing without its proof on file, naming the variant', async () => {
    await becomePartners();
    const { listing } = await insertP2pListing(w.t.db, { priceCents: 2_500, proof: false });
    const refused = await send(P2P_BUYER.id, listing.id);
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as Problem).errors ?? {})).toEqual(['variants.0.listing_id']);
  });

  it('is refused to a pharmacy that is not an approved seller (403)', async () => {
    const refused = await w.t.call('GET', '/api/v1/bundle_offers/new', { as: w.pharmacy });
    expect(refused.status).toBe(403);
  });
});
