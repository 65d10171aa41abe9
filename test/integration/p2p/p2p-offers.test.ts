/**
 * Offers on p2p listings (issue 13; pharmacy-side §2 the rph2rph offer and bundle modals): the
 * existing negotiation with a pharmacy seller; accepted terms land in the buyer's p2p cart and are
 * bought through the p2p checkout at the agreed price. The seller pharmacy's Received tab mixes
 * the individual offers it receives as a seller with the bundle offers it receives as a buyer, and
 * a bulk call reports each.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orderItems } from '../../../db/schema/index.ts';
import { p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import { bulk, openBulkContext, sendBundle } from '../offers/offers-bulk-fixtures.ts';
import { DEMO_CARD_ID, PHARMACY_LOCATION } from '../checkout/checkout-helpers.ts';
import { acknowledgeP2p, insertP2pListing, makeP2pSeller, P2P_SELLER } from './p2p-buying-fixtures.ts';

let w: Awaited<ReturnType<typeof openBulkContext>>;

beforeAll(async () => {
  w = await openBulkContext('p2p-offers');
  await makeP2pSeller(w.t.db);
  await acknowledgeP2p(w.t.db);
});
afterAll(() => w.close());

type Made = { offer: { id: string; number: number; status: string } };
type Row = { kind: 'offer' | 'bundle'; id: string; side: string };

async function offerOnP2pListing(price = '20.00', quantity = 2) {
  const { listing } = await insertP2pListing(w.t.db, { priceCents: 2_500, p2pMaxQty: 10 });
  const response = await w.t.call('POST', '/api/v1/offers', {
    as: w.pharmacy,
    body: { listing_id: listing.id, price, quantity },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { listing, offer: ((await response.json()) as Made).offer };
}

async function waitForOffer(id: string, status: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [row] = await w.t.db.select().from(offers).where(eq(offers.id, id));
    if (row?.status === status) return row;
    if (Date.now() > until) throw new Error(`offer ${id} is ${row?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an offer on a p2p listing', () => {
  it('lands in the buyer p2p cart when the seller pharmacy accepts, and is bought through the p2p checkout at the agreed price', async () => {
    const { t, pharmacy, otherPharmacy: seller } = w;
    const { listing, offer } = await offerOnP2pListing('20.00', 2);
    const accepted = await t.call('POST', `/api/v1/offers/${offer.id}/respond`, {
      as: seller,
      body: { response: 'accepted' },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await waitForOffer(offer.id, 'accepted');

    const cart = (await (await t.call('GET', '/api/v1/cart', { as: pharmacy })).json()) as {
      carts: {
        supplier_id: string;
        is_p2p: boolean;
        lines: { listing_id: string; offer_id: string | null; pack_price_cents: number }[];
      }[];
    };
    const sellerCart = cart.carts.find((c) => c.supplier_id === P2P_SELLER.id)!;
    expect(sellerCart.is_p2p).toBe(true);
    expect(sellerCart.lines).toEqual([
      expect.objectContaining({ listing_id: listing.id, offer_id: offer.id, pack_price_cents: 2_000 }),
    ]);

    const placed = await t.call('POST', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, {
      as: pharmacy,
      body: {
        ship_location_id: PHARMACY_LOCATION,
        payment_card_id: DEMO_CARD_ID,
        shipping_method: 'ground',
        reason_code: 'drug_shortage',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; item_total_cents: number } };
    expect(order.item_total_cents).toBe(4_000);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ offerId: offer.id, unitCents: 2_000, quantity: 2 });
    const [consumed] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(consumed?.consumedOrderId).toBe(order.id);
    await t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id)).terminate('test');
  });
});

describe("a seller pharmacy's Received tab", () => {
  it('mixes the offers it receives as a p2p seller with the bundle offers it receives as a buyer, and a bulk call reports each', async () => {
    const { t, supplier, otherPharmacy: sellerPharmacy } = w;
    const { offer } = await offerOnP2pListing();
    const bundle = await sendBundle(t, supplier, P2P_SELLER.id);
    const page = (await (
      await t.call('GET', '/api/v1/offers?box=received', { as: sellerPharmacy })
    ).json()) as { data: Row[] };
    expect(page.data.map((r) => [r.kind, r.id])).toEqual(
      expect.arrayContaining([
        ['offer', offer.id],
        ['bundle', bundle.id],
      ]),
    );
    const { status, body } = await bulk(t, sellerPharmacy, 'decline', {
      offer_ids: [offer.id],
      bundle_offer_ids: [bundle.id],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.results.map((r) => [r.kind, r.id, r.ok])).toEqual([
      ['offer', offer.id, true],
      ['bundle', bundle.id, true],
    ]);
  });
});
