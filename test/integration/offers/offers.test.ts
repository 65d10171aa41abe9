/**
 * Individual offers end to end on the real API, PostgreSQL, the Temporal dev server and an
 * in-process worker with short expiries (issue 5; pharmacy-side §4 Offers, §5 Offer counter, §7
 * offer calls): offer → counter → the buyer accepts the counter → the item is in the buyer's cart
 * at the countered price and quantity and checkout charges it; accept, decline, skip, cancel with
 * a memo, a cancellation request approved or declined; every move in the audit trail.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_QUANTITY_FIXED } from '../../../services/cart/update-quantity.ts';
import { cartItems, orderItems } from '../../../db/schema/index.ts';
import {
  negotiationStateQuery,
  offerWorkflowId,
  type NegotiationState,
} from '../../../workflows/offers/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { cartClient } from '../cart/cart-helpers.ts';
import { offlineBody, place, type Placed } from '../checkout/checkout-helpers.ts';
import {
  cartLinesOf,
  eventsOf,
  makeOffer,
  noticesAbout,
  offersClient,
  openOffersContext,
  PHARMACY,
  readOffer,
  SUPPLIER_ID,
} from './offers-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let offers: ReturnType<typeof offersClient>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openOffersContext('offers'));
  offers = offersClient(t);
});
afterAll(() => close());
beforeEach(async () => {
  t.env.offers.expiryMs = 60_000;
  await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY.id));
});

/** Polls until the account has a notice of `kind` about the offer (the workflow writes it on its own time). */
async function noticeOf(accountId: string, offerId: string, kind: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await noticesAbout(t, accountId, offerId)).find((n) => n.kind === kind);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} notice about offer ${offerId}`);
}

describe('offerNegotiationWorkflow (issue 5: offer → counter → accepted counter → cart)', () => {
  it('puts the countered price and quantity in the buyer cart, prices checkout with it, and keeps the audit trail', async () => {
    t.env.offers.expiryMs = 10_000;
    const { offer, listing } = await makeOffer(t, pharmacy, {
      price: '40.00',
      quantity: 5,
      note: 'Regular order',
    });
    expect(offer).toMatchObject({ status: 'pending', side: 'buyer', price_cents: 4_000, quantity: 5 });
    expect(await noticeOf(SUPPLIER_ID, offer.id, 'offer_received')).toMatchObject({
      title: `New offer #${offer.number}`,
    });

    const countered = await offers.respond(supplier, offer.id, {
      response: 'counter',
      price: '45.00',
      quantity: 4,
      shipping: true,
      shipping_method: 'overnight',
      note: 'Best I can do',
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    expect(countered.body).toMatchObject({
      message: 'Counter offer sent.',
      fl: 'counter',
      offer: {
        status: 'countered',
        counter_price_cents: 4_500,
        counter_quantity: 4,
        counter_shipping_method: 'overnight',
        side: 'seller',
      },
    });
    // A counter restarts the clock: the buyer gets a whole expiry period to answer it.
    expect(Date.parse(countered.body.offer.expires_at)).toBeGreaterThan(Date.parse(offer.expires_at));
    expect(await noticeOf(PHARMACY.id, offer.id, 'offer_countered')).toBeDefined();

    const accepted = await offers.answerCounter(pharmacy, offer.id, 'accepted');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({
      message: 'Counter offer accepted. The item is in your cart.',
      fl: 'accepted',
      offer: {
        status: 'counter_accepted',
        agreed_price_cents: 4_500,
        agreed_quantity: 4,
        agreed_until: countered.body.offer.expires_at,
      },
    });

    const cart = await cartClient(t).cartOf(pharmacy, SUPPLIER_ID);
    const line = cart!.lines.find((l) => l.listing_id === listing.id)!;
    expect(line).toMatchObject({
      quantity: 4,
      pack_price_cents: 4_500,
      item_total_cents: 18_000,
      original_price_cents: 5_000,
    });
    const edit = await cartClient(t).setQuantity(pharmacy, line.id, 5);
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe(OFFER_QUANTITY_FIXED);
    expect((await cartLinesOf(t, offer.id))[0]!.quantity).toBe(4);

    const summary = (await (
      await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy })
    ).json()) as {
      subtotal_cents: number;
      lines: { unit_cents: number; quantity: number; offer_id: string | null }[];
    };
    expect(summary.subtotal_cents).toBe(18_000);
    expect(summary.lines).toEqual([
      expect.objectContaining({ unit_cents: 4_500, quantity: 4, offer_id: offer.id }),
    ]);
    const placed = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as Placed;
    expect(order).toMatchObject({ item_total_cents: 18_000, shipping_cents: 1_500, total_cents: 19_500 });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({
      listingId: listing.id,
      quantity: 4,
      unitCents: 4_500,
      originalUnitCents: 5_000,
    });

    const events = await eventsOf(t, offer.id);
    expect(
      events.map((e) => [e.action, e.fromStatus, e.toStatus, e.fromPriceCents, e.toPriceCents, e.quantity]),
    ).toEqual([
      ['created', null, 'pending', null, 4_000, 5],
      ['countered', 'pending', 'countered', 4_000, 4_500, 4],
      ['counter_accepted', 'countered', 'counter_accepted', 4_000, 4_500, 4],
    ]);
    expect(events.map((e) => e.dedupeKey)).toEqual([1, 2, 3].map((n) => `offer:${offer.id}:${n}`));
    expect(events[1]).toMatchObject({ actorAccountId: SUPPLIER_ID, note: 'Best I can do' });
    expect(events[2]).toMatchObject({ actorAccountId: PHARMACY.id });
    expect(await noticeOf(SUPPLIER_ID, offer.id, 'offer_counter_accepted')).toBeDefined();

    const detail = await offers.get(supplier, offer.id);
    expect(detail.body.offer.events.map((e) => e.action)).toEqual([
      'created',
      'countered',
      'counter_accepted',
    ]);

    // The agreed price holds until the counter's expiry; then the negotiation completes.
    const handle = t.temporal.client.workflow.getHandle(offerWorkflowId(offer.id));
    const result = (await handle.result()) as NegotiationState;
    expect(result).toMatchObject({
      status: 'counter_accepted',
      seq: 3,
      agreedUntil: countered.body.offer.expires_at,
    });
    await recordHistoryIfAsked('offer-negotiation', offerWorkflowId(offer.id), t.env.temporal.address);
  });

  it('accepts directly at the offered price, which holds only until the offer expiry', async () => {
    t.env.offers.expiryMs = 4_000;
    const { offer, listing } = await makeOffer(t, pharmacy, { price: '42.50', quantity: 3 });
    const accepted = await offers.respond(supplier, offer.id, { response: 'accepted' });
    expect(accepted.body).toMatchObject({
      message: 'Offer accepted.',
      fl: 'accepted',
      offer: {
        status: 'accepted',
        agreed_price_cents: 4_250,
        agreed_quantity: 3,
        agreed_until: offer.expires_at,
      },
    });
    const lineOf = async () =>
      (await cartClient(t).cartOf(pharmacy, SUPPLIER_ID))!.lines.find((l) => l.listing_id === listing.id)!;
    expect(await lineOf()).toMatchObject({ quantity: 3, pack_price_cents: 4_250 });
    expect(await noticeOf(PHARMACY.id, offer.id, 'offer_accepted')).toMatchObject({
      body: expect.stringContaining('It is in your cart.') as string,
    });

    await t.temporal.client.workflow.getHandle(offerWorkflowId(offer.id)).result();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(offer.expires_at));
    expect(await lineOf()).toMatchObject({ quantity: 3, pack_price_cents: 5_000 });
  });

  it('declines, and the closed negotiation refuses a second answer with 409', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const declined = await offers.respond(supplier, offer.id, {
      response: 'declined',
      note: 'Out of margin',
    });
    expect(declined.body).toMatchObject({
      message: 'Offer declined.',
      fl: 'declined',
      offer: { status: 'declined', actions: [] },
    });
    const result = (await t.temporal.client.workflow
      .getHandle(offerWorkflowId(offer.id))
      .result()) as NegotiationState;
    expect(result.status).toBe('declined');
    const again = await offers.respond(supplier, offer.id, { response: 'accepted' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'OFFER_INVALID_MOVE',
      message: 'This offer was already declined.',
    });
    expect((await eventsOf(t, offer.id)).map((e) => e.action)).toEqual(['created', 'declined']);
    expect(await noticeOf(PHARMACY.id, offer.id, 'offer_declined')).toBeDefined();
  });

  it('skips a counter: counter_skipped, nothing in the cart, the seller told', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    await offers.respond(supplier, offer.id, { response: 'counter', price: '48.00', quantity: 5 });
    const skipped = await offers.answerCounter(pharmacy, offer.id, 'skipped');
    expect(skipped.body).toMatchObject({
      message: 'Counter offer skipped.',
      fl: 'skipped',
      offer: { status: 'counter_skipped', agreed_price_cents: null },
    });
    expect(await cartLinesOf(t, offer.id)).toEqual([]);
    expect(await noticeOf(SUPPLIER_ID, offer.id, 'offer_counter_skipped')).toBeDefined();
    expect(
      (await t.temporal.client.workflow.getHandle(offerWorkflowId(offer.id)).result()) as NegotiationState,
    ).toMatchObject({ status: 'counter_skipped' });
  });

  it('cancels an open offer with a memo (§4: offers can be cancelled)', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const cancelled = await offers.cancel(pharmacy, offer.id, { memo: 'Ordered elsewhere' });
    expect(cancelled.body).toMatchObject({
      message: 'Offer cancelled.',
      fl: 'canceled',
      offer: { status: 'cancelled', memo: 'Ordered elsewhere' },
    });
    const events = await eventsOf(t, offer.id);
    expect(events.at(-1)).toMatchObject({
      action: 'cancelled',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      note: 'Ordered elsewhere',
      actorAccountId: PHARMACY.id,
    });
    expect(await noticeOf(SUPPLIER_ID, offer.id, 'offer_cancelled')).toMatchObject({
      body: expect.stringContaining('Memo: Ordered elsewhere') as string,
    });
  });
});

describe('cancellation requests (§4: saved-item offer requests can be cancelled with a reason; approved or declined)', () => {
  async function acceptedInCart() {
    const made = await makeOffer(t, pharmacy, { price: '41.00', quantity: 2 });
    await offers.respond(supplier, made.offer.id, { response: 'accepted' });
    const [line] = await cartLinesOf(t, made.offer.id);
    return { ...made, line: line! };
  }

  it('needs a reason, then the seller approves: cancelled and the item leaves the cart', async () => {
    const { offer, line } = await acceptedInCart();
    const noReason = await offers.requestCancellation(pharmacy, line.id, { reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toMatchObject({
      message: 'Please give a reason.',
      errors: { reason: ['Please give a reason.'] },
    });
    expect((await readOffer(t, offer.id)).status).toBe('accepted');

    const requested = await offers.requestCancellation(pharmacy, line.id, { reason: 'Ordered twice' });
    expect(requested.body).toMatchObject({
      fl: 'updated',
      offer: { status: 'cancellation_requested', cancellation_reason: 'Ordered twice' },
    });
    expect(await noticeOf(SUPPLIER_ID, offer.id, 'offer_cancellation_requested')).toMatchObject({
      body: expect.stringContaining('Ordered twice') as string,
    });

    const approved = await offers.decide(supplier, offer.id, 'approve');
    expect(approved.body).toMatchObject({
      message: 'Cancellation approved.',
      fl: 'canceled',
      offer: { status: 'cancelled' },
    });
    expect(await cartLinesOf(t, offer.id)).toEqual([]);
    expect(
      (await t.temporal.client.workflow.getHandle(offerWorkflowId(offer.id)).result()) as NegotiationState,
    ).toMatchObject({ status: 'cancelled' });
    expect((await eventsOf(t, offer.id)).map((e) => e.action)).toEqual([
      'created',
      'accepted',
      'cancellation_requested',
      'cancellation_approved',
    ]);
  });

  it('declined by the seller: back to accepted, the item stays in the cart at the agreed price', async () => {
    const { offer, line } = await acceptedInCart();
    await offers.requestCancellation(pharmacy, line.id, { reason: 'Changed my mind' });
    const declined = await offers.decide(supplier, offer.id, 'decline');
    expect(declined.body).toMatchObject({
      message: 'Cancellation declined.',
      fl: 'updated',
      offer: { status: 'accepted', agreed_price_cents: 4_100 },
    });
    const [kept] = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, line.id), eq(cartItems.offerId, offer.id)));
    expect(kept).toMatchObject({ agreedUnitCents: 4_100, quantity: 2 });
    expect(await noticeOf(PHARMACY.id, offer.id, 'offer_cancellation_declined')).toBeDefined();
    const state = await t.temporal.client.workflow
      .getHandle(offerWorkflowId(offer.id))
      .query(negotiationStateQuery);
    expect(state).toMatchObject({ status: 'accepted', previousStatus: null, seq: 4 });
  });
});
