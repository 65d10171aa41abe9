/**
 * Bundle offers end to end on the real API, PostgreSQL, the Temporal dev server and an in-process
 * worker with short expiries (issue 5: a bundle offer is accepted with chosen variants; pharmacy-side
 * §4 Offers, §7 bundle offer calls): accept with chosen variants, counter and its acceptance,
 * decline, cancel with memo, expiry, and the cancellation request decided by the supplier.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNegotiationUpdate } from '../../../platform/temporal/offers.ts';
import { bundleOffers } from '../../../db/schema/index.ts';
import { bundleOfferWorkflowId, type NegotiationState } from '../../../workflows/offers/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  bundleNotices,
  cartLines,
  sendBundle,
  snapshot,
  waitForBundleStatus,
  type MoveJson,
} from './bundle-offers-fixtures.ts';
import { PHARMACY, startWorker } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `bundle-offers-${randomUUID()}` });
  stopWorker = (await startWorker(t)).stop;
  supplier = await t.login('supplier@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await stopWorker();
  await t.close();
});

const pharmacyUser = PHARMACY.user.id;

describe('bundleOfferNegotiationWorkflow (issue 5: a bundle offer is accepted with chosen variants)', () => {
  it('puts exactly the two chosen variants in the pharmacy cart at the bundle prices when it accepts 2 of 3', async () => {
    const { bundle, listings, variants } = await sendBundle(t, supplier, { expiryMs: 8_000 });
    expect(bundle).toMatchObject({ status: 'pending', side: 'seller', actions: ['cancel'] });
    const seen = (await (
      await t.call('GET', `/api/v1/bundle_offers/${bundle.id}`, { as: pharmacy })
    ).json()) as {
      bundle_offer: MoveJson['bundle_offer'];
    };
    expect(seen.bundle_offer).toMatchObject({ side: 'buyer', actions: ['respond'] });

    const response = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: {
        response: 'accepted',
        variants: [
          { id: variants[0]!.id, chosen: true },
          { id: variants[1]!.id, chosen: true },
          { id: variants[2]!.id, chosen: false },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as MoveJson;
    expect(body).toMatchObject({
      message: 'Bundle offer accepted.',
      fl: 'accepted',
      bundle_offer: { status: 'accepted' },
    });
    expect(
      body.bundle_offer.variants
        .filter((v) => v.chosen)
        .map((v) => v.id)
        .sort(),
    ).toEqual([variants[0]!.id, variants[1]!.id].sort());
    expect(body.bundle_offer.events.map((e) => e.action)).toEqual(['created', 'accepted']);

    const cart = await cartLines(t, pharmacy);
    expect(cart.get(listings[0]!.id)).toEqual({ unitCents: 4_000, quantity: 2 });
    expect(cart.get(listings[1]!.id)).toEqual({ unitCents: 3_000, quantity: 3 });
    expect(cart.has(listings[2]!.id)).toBe(false);
    const lines = (await snapshot(t, bundle.id)).cart;
    expect(lines.map((l) => [l.allowModify, l.addedByUserId])).toEqual([
      [false, pharmacyUser],
      [false, pharmacyUser],
    ]);
    expect(await bundleNotices(t, SUPPLIER_ID, bundle.id)).toEqual(['bundle_offer_accepted']);
    expect(await bundleNotices(t, PHARMACY.id, bundle.id)).toEqual(['bundle_offer_received']);

    // The agreed prices hold until the bundle's expiry; then the workflow completes.
    const state = (await t.temporal.client.workflow
      .getHandle(bundleOfferWorkflowId(bundle.id))
      .result()) as NegotiationState;
    expect(state).toMatchObject({ kind: 'bundle', status: 'accepted', seq: 1 });
    await recordHistoryIfAsked(
      'bundle-offer-negotiation',
      bundleOfferWorkflowId(bundle.id),
      t.env.temporal.address,
    );
  });

  it('puts the countered prices and quantities in the cart when the supplier accepts the pharmacy counter', async () => {
    const { bundle, listings, variants } = await sendBundle(t, supplier);
    const countered = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: {
        response: 'counter',
        variants: [
          { id: variants[0]!.id, price: '35.00', quantity: 5 },
          { id: variants[1]!.id, price: '25.00' },
        ],
        note: 'Better price for more packs?',
      },
    });
    expect(countered.status).toBe(200);
    const counter = (await countered.json()) as MoveJson;
    expect(counter).toMatchObject({
      message: 'Counter offer sent.',
      fl: 'counter',
      bundle_offer: { status: 'countered' },
    });
    const byId = new Map(counter.bundle_offer.variants.map((v) => [v.id, v]));
    expect(byId.get(variants[0]!.id)).toMatchObject({
      counter_price_cents: 3_500,
      counter_quantity: 5,
      chosen: true,
    });
    expect(byId.get(variants[1]!.id)).toMatchObject({
      counter_price_cents: 2_500,
      counter_quantity: 3,
      chosen: true,
    });
    expect(byId.get(variants[2]!.id)).toMatchObject({ counter_price_cents: null, chosen: false });
    expect(await bundleNotices(t, SUPPLIER_ID, bundle.id)).toEqual(['bundle_offer_countered']);

    const accepted = await t.call('PATCH', `/api/v1/bundle_offers/${bundle.id}/counter`, {
      as: supplier,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      fl: 'accepted',
      bundle_offer: { status: 'counter_accepted' },
    });
    const cart = await cartLines(t, pharmacy);
    expect(cart.get(listings[0]!.id)).toEqual({ unitCents: 3_500, quantity: 5 });
    expect(cart.get(listings[1]!.id)).toEqual({ unitCents: 2_500, quantity: 3 });
    expect(cart.has(listings[2]!.id)).toBe(false);
    expect(await bundleNotices(t, PHARMACY.id, bundle.id)).toEqual([
      'bundle_offer_received',
      'bundle_offer_counter_accepted',
    ]);
  });

  it('records a decline with its note and puts nothing in the cart', async () => {
    const { bundle, listings } = await sendBundle(t, supplier);
    const response = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'declined', note: 'Not this month' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as MoveJson;
    expect(body).toMatchObject({ fl: 'declined', bundle_offer: { status: 'declined', actions: [] } });
    expect(body.bundle_offer.events.at(-1)).toMatchObject({
      action: 'declined',
      to_status: 'declined',
      note: 'Not this month',
    });
    const cart = await cartLines(t, pharmacy);
    expect(listings.some((l) => cart.has(l.id))).toBe(false);
  });

  it('cancels with the memo and tells the pharmacy when the supplier cancels an open bundle', async () => {
    const { bundle } = await sendBundle(t, supplier);
    const response = await t.call('PATCH', `/api/v1/bundle_offers/${bundle.id}/cancel`, {
      as: supplier,
      body: { memo: 'Stock went to another order' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: `Bundle offer #${bundle.number} cancelled.`,
      fl: 'canceled',
      bundle_offer: { status: 'cancelled', memo: 'Stock went to another order' },
    });
    expect(await bundleNotices(t, PHARMACY.id, bundle.id)).toEqual([
      'bundle_offer_received',
      'bundle_offer_cancelled',
    ]);
  });

  it('expires when nobody answers in time, reminding the pharmacy first, and refuses an answer after it', async () => {
    const { bundle, variants } = await sendBundle(t, supplier, { expiryMs: 2_000 });
    await waitForBundleStatus(t, bundle.id, 'expired');
    expect(await bundleNotices(t, PHARMACY.id, bundle.id)).toEqual([
      'bundle_offer_received',
      'bundle_offer_expiring',
      'bundle_offer_expired',
    ]);
    expect(await bundleNotices(t, SUPPLIER_ID, bundle.id)).toEqual(['bundle_offer_expired']);
    const before = await snapshot(t, bundle.id);
    const late = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'accepted', variants: [{ id: variants[0]!.id, chosen: true }] },
    });
    expect(late.status).toBe(409);
    expect(await snapshot(t, bundle.id)).toEqual(before);
  });

  it('lets the supplier approve or decline the pharmacy cancellation request of an accepted bundle', async () => {
    const { bundle, listings, variants } = await sendBundle(t, supplier);
    await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'accepted', variants: variants.map((v) => ({ id: v.id, chosen: true })) },
    });
    const ref = { kind: 'bundle' as const, id: bundle.id };
    const actor = { accountId: PHARMACY.id, userId: pharmacyUser, side: 'buyer' as const };
    await sendNegotiationUpdate(t.temporal, ref, 'requestCancellation', { actor, reason: 'Ordered twice' });
    const declined = await t.call(
      'PATCH',
      `/api/v1/bundle_offers/cancellation_request/${bundle.id}/decline`,
      {
        as: supplier,
        body: {},
      },
    );
    expect(await declined.json()).toMatchObject({ fl: 'updated', bundle_offer: { status: 'accepted' } });
    expect((await cartLines(t, pharmacy)).size).toBeGreaterThanOrEqual(3);

    await sendNegotiationUpdate(t.temporal, ref, 'requestCancellation', { actor, reason: 'Ordered twice' });
    const approved = await t.call(
      'PATCH',
      `/api/v1/bundle_offers/cancellation_request/${bundle.id}/approve`,
      {
        as: supplier,
        body: {},
      },
    );
    expect(await approved.json()).toMatchObject({ fl: 'canceled', bundle_offer: { status: 'cancelled' } });
    const cart = await cartLines(t, pharmacy);
    expect(listings.some((l) => cart.has(l.id))).toBe(false);
    const [row] = await t.db.select().from(bundleOffers).where(eq(bundleOffers.id, bundle.id));
    expect(row!.cancellationReason).toBe('Ordered twice');
  });
});
