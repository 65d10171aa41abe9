/**
 * Moves the negotiation refuses, synchronously and with nothing changed (issue 5: "an invalid move
 * (responding to an expired offer, countering twice, a buyer answering for the seller) is refused
 * with a clear 409/422 and changes nothing"); the counter rule (§5 'select one shipping method');
 * the rules of a new offer (§7 POST /offers); foreign ids are 404 before Temporal is asked; and
 * expiry after a reminder to the party who must act.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerWorkflowId, type NegotiationState } from '../../../workflows/offers/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { createPharmacy } from '../cart/cart-helpers.ts';
import {
  cartLinesOf,
  eventsOf,
  makeOffer,
  noticesAbout,
  offerListing,
  offersClient,
  openOffersContext,
  PHARMACY,
  snapshot,
  SUPPLIER_ID,
  waitForOfferStatus,
} from './offers-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let supplier2: Credentials;
let pharmacy: Credentials;
let otherPharmacy: Credentials;
let close: () => Promise<void>;
let offers: ReturnType<typeof offersClient>;

beforeAll(async () => {
  ({ t, supplier, supplier2, pharmacy, otherPharmacy, close } = await openOffersContext('offers-refusals'));
  offers = offersClient(t);
});
afterAll(() => close());
beforeEach(() => {
  t.env.offers.expiryMs = 60_000;
});

describe('invalid moves (issue 5: refused synchronously, nothing changed)', () => {
  it('refuses a second counter with 409', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    await offers.respond(supplier, offer.id, { response: 'counter', price: '45.00', quantity: 5 });
    const before = await snapshot(t, offer.id);
    const twice = await offers.respond(supplier, offer.id, {
      response: 'counter',
      price: '44.00',
      quantity: 5,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'OFFER_INVALID_MOVE',
      message: 'This offer was already countered.',
    });
    expect(await snapshot(t, offer.id)).toEqual(before);
  });

  it('refuses the buyer responding for the seller with 422', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const before = await snapshot(t, offer.id);
    const answer = await offers.respond(pharmacy, offer.id, { response: 'accepted' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'OFFER_WRONG_PARTY',
      message: 'Only the seller can respond to this offer.',
    });
    expect(await snapshot(t, offer.id)).toEqual(before);
    expect(await cartLinesOf(t, offer.id)).toEqual([]);
  });

  it('refuses answering a counter that does not exist with 409', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const before = await snapshot(t, offer.id);
    const answer = await offers.answerCounter(pharmacy, offer.id, 'accepted');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'OFFER_INVALID_MOVE',
      message: 'This offer has not been countered.',
    });
    expect(await snapshot(t, offer.id)).toEqual(before);
  });

  it('keeps buyer calls to pharmacies (403) and refuses cancelling an accepted offer (409)', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    expect((await offers.answerCounter(supplier, offer.id, 'accepted')).status).toBe(403);
    expect((await offers.cancel(supplier, offer.id)).status).toBe(403);
    await offers.respond(supplier, offer.id, { response: 'accepted' });
    const before = await snapshot(t, offer.id);
    const cancel = await offers.cancel(pharmacy, offer.id, { memo: 'too late' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      'An accepted offer can no longer be cancelled; the buyer may request a cancellation.',
    );
    expect(await snapshot(t, offer.id)).toEqual(before);
  });

  it('applies a retried respond (same Idempotency-Key) once', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const key = { 'idempotency-key': `offer-test-${randomUUID()}` };
    const first = await offers.respond(
      supplier,
      offer.id,
      { response: 'counter', price: '45.00', quantity: 5 },
      key,
    );
    const second = await offers.respond(
      supplier,
      offer.id,
      { response: 'counter', price: '45.00', quantity: 5 },
      key,
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.offer.status).toBe('countered');
    expect((await eventsOf(t, offer.id)).map((e) => e.action)).toEqual(['created', 'countered']);
  });
});

describe('the counter rule (§5 Offer counter)', () => {
  it("answers 422 'select one shipping method' when the shipping box is checked without a method", async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const before = await snapshot(t, offer.id);
    const answer = await offers.respond(supplier, offer.id, {
      response: 'counter',
      price: '45.00',
      quantity: 5,
      shipping: true,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'OFFER_INVALID',
      message: 'select one shipping method',
      errors: { shipping_method: ['select one shipping method'] },
    });
    const noPrice = await offers.respond(supplier, offer.id, { response: 'counter', quantity: 5 });
    expect(noPrice.status).toBe(422);
    expect(noPrice.body).toMatchObject({ message: 'Enter a price.', errors: { price: ['Enter a price.'] } });
    const unknown = await offers.respond(supplier, offer.id, {
      response: 'counter',
      price: '45.00',
      quantity: 5,
      price_cents: 1,
    });
    expect(unknown.status).toBe(400);
    expect(await snapshot(t, offer.id)).toEqual(before);
  });

  it('gives the seller its own active methods to choose from and refuses another with 422 naming shipping_method', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    const methodsSeenBy = async (as: Credentials) =>
      ((await offers.get(as, offer.id)).body.offer as { shipping_methods?: { service_type: string }[] })
        .shipping_methods;
    expect((await methodsSeenBy(supplier))?.map((m) => m.service_type)).toEqual([
      'ground',
      'two_day',
      'overnight',
    ]);
    expect(await methodsSeenBy(pharmacy)).toBeUndefined();
    const before = await snapshot(t, offer.id);
    const answer = await offers.respond(supplier, offer.id, {
      response: 'counter',
      price: '45.00',
      quantity: 5,
      shipping: true,
      shipping_method: 'drone',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { shipping_method: ['Please choose one of your shipping methods.'] },
    });
    expect(await snapshot(t, offer.id)).toEqual(before);
  });
});

describe('POST /api/v1/offers (§7: pharmacy only, an active listing of a supplier that approved the caller)', () => {
  it('refuses a zero price, a quantity beyond the stock or limits, a supplier caller, an unknown field', async () => {
    const listing = await offerListing(t, { stock: 7, minQty: 2, maxQty: 6 });
    const make = (body: object, as = pharmacy) =>
      offers.make(as, { listing_id: listing.id, price: '40.00', quantity: 3, ...body });
    expect((await make({ price: '0' })).body).toMatchObject({
      message: 'Price must be greater than zero.',
      errors: { price: ['Price must be greater than zero.'] },
    });
    expect((await make({ quantity: 8 })).body).toMatchObject({
      errors: { quantity: ['Maximum quantity for this item is 6.', 'Only 7 in stock.'] },
    });
    expect((await make({ quantity: 1 })).body.message).toBe('Minimum quantity for this item is 2.');
    expect((await make({ price_cents: 100 })).status).toBe(400);
    expect((await make({}, supplier)).status).toBe(403);
    expect((await make({ listing_id: randomUUID() })).status).toBe(404);
    const inactive = await offerListing(t, { active: false });
    expect((await make({ listing_id: inactive.id })).status).toBe(422);
    const stranger = await createPharmacy(t, []);
    const notApproved = await make({}, stranger.session);
    expect(notApproved.status).toBe(422);
    expect(notApproved.body.message).toMatch(/has not approved your account yet\.$/);
    const made = await make({});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      message: 'Offer sent.',
      fl: 'created',
      offer: { status: 'pending', price_cents: 4_000, quantity: 3 },
    });
  });
});

describe('foreign ids (404 before Temporal is asked, nothing changed)', () => {
  it('answers 404 to another pharmacy, another supplier and unknown ids on every offer route', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    await offers.respond(supplier, offer.id, { response: 'accepted' });
    const [line] = await cartLinesOf(t, offer.id);
    const before = await snapshot(t, offer.id);
    const unknown = randomUUID();
    const answers = [
      await offers.get(otherPharmacy, offer.id),
      await offers.get(supplier2, offer.id),
      await offers.respond(supplier2, offer.id, { response: 'declined' }),
      await offers.respond(otherPharmacy, offer.id, { response: 'declined' }),
      await offers.answerCounter(otherPharmacy, offer.id, 'accepted'),
      await offers.cancel(otherPharmacy, offer.id),
      await offers.decide(supplier2, offer.id, 'approve'),
      await offers.decide(supplier2, offer.id, 'decline'),
      await offers.requestCancellation(otherPharmacy, line!.id, { reason: 'mine now' }),
      await offers.get(pharmacy, unknown),
      await offers.respond(supplier, unknown, { response: 'accepted' }),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    expect(await snapshot(t, offer.id)).toEqual(before);
    expect((await offers.get(pharmacy, offer.id)).status).toBe(200);
    expect((await offers.get(supplier, offer.id)).body.offer.side).toBe('seller');
  });
});

describe('expiry (issue 5: expired when nobody answers in time, with a reminder before it)', () => {
  it('reminds the seller, expires the offer, and refuses a late answer with 409', async () => {
    t.env.offers.expiryMs = 3_000;
    const { offer } = await makeOffer(t, pharmacy);
    const expired = await waitForOfferStatus(t, offer.id, 'expired');
    const result = (await t.temporal.client.workflow
      .getHandle(offerWorkflowId(offer.id))
      .result()) as NegotiationState;
    expect(result).toMatchObject({ status: 'expired', remindersSent: 1, seq: 2 });

    const sellerNotices = await noticesAbout(t, SUPPLIER_ID, offer.id);
    expect(sellerNotices.map((n) => n.kind)).toEqual(['offer_received', 'offer_expiring', 'offer_expired']);
    const reminder = sellerNotices[1]!;
    expect(reminder.createdAt.getTime()).toBeLessThan(Date.parse(offer.expires_at));
    expect((await noticesAbout(t, PHARMACY.id, offer.id)).map((n) => n.kind)).toEqual(['offer_expired']);
    const [created, expiry] = await eventsOf(t, offer.id);
    expect(created!.action).toBe('created');
    expect(expiry).toMatchObject({
      action: 'expired',
      actorAccountId: null,
      fromStatus: 'pending',
      toStatus: 'expired',
      fromPriceCents: 4_000,
    });
    expect(expiry!.occurredAt.getTime()).toBeGreaterThanOrEqual(Date.parse(offer.expires_at));

    const before = await snapshot(t, offer.id);
    const late = await offers.respond(supplier, offer.id, { response: 'accepted' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'OFFER_INVALID_MOVE', message: 'This offer has expired.' });
    expect(await snapshot(t, offer.id)).toEqual(before);
    expect(expired.status).toBe('expired');
    await recordHistoryIfAsked(
      'offer-negotiation-expired',
      offerWorkflowId(offer.id),
      t.env.temporal.address,
    );
  });

  it('reminds the buyer of a counter and expires it on the restarted clock', async () => {
    t.env.offers.expiryMs = 3_000;
    const { offer } = await makeOffer(t, pharmacy);
    await offers.respond(supplier, offer.id, { response: 'counter', price: '45.00', quantity: 5 });
    await waitForOfferStatus(t, offer.id, 'expired');
    const buyerNotices = (await noticesAbout(t, PHARMACY.id, offer.id)).map((n) => n.kind);
    expect(buyerNotices).toEqual(['offer_countered', 'offer_expiring', 'offer_expired']);
    expect((await eventsOf(t, offer.id)).at(-1)).toMatchObject({
      action: 'expired',
      fromStatus: 'countered',
      fromPriceCents: 4_500,
    });
  });
});
