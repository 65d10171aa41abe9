/**
 * Reusing an Idempotency-Key with a different request is 422 everywhere (issue 10), order and
 * offer moves included: the key is fingerprinted by method, path and body on every write that
 * sends one, and the same request again replays the first answer.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, idempotencyKeys } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { createListing } from '../checkout/checkout-helpers.ts';
import { makeOffer, offersClient, openOffersContext, readOffer } from '../offers/offers-fixtures.ts';
import { OTHER_PHARMACY, PHARMACY, placeAndStart, readOrder } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let otherPharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, otherPharmacy, close } = await openOffersContext('idempotency-keys'));
});
afterAll(() => close());

describe('an Idempotency-Key names one request', () => {
  it('replays an offer move sent again with its key, and refuses the key on another move (422)', async () => {
    const { offer } = await makeOffer(t, pharmacy, { price: '40.00', quantity: 2 });
    const key = randomUUID();
    const respond = (body: unknown) =>
      offersClient(t).respond(supplier, offer.id, body, { 'idempotency-key': key });
    const first = await respond({ response: 'accepted' });
    expect(first.status).toBe(200);
    const again = await respond({ response: 'accepted' });
    expect(again).toEqual(first);
    const other = await respond({ response: 'declined' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect((await readOffer(t, offer.id)).status).toBe('accepted');
  });

  it("refuses an order move's key reused on another order (422), which stays as it was", async () => {
    const [a, b] = [await placeAndStart(t), await placeAndStart(t)];
    const key = randomUUID();
    const cancel = (orderId: string) =>
      t.call('POST', `/api/v1/suppliers/orders/${orderId}/cancel`, {
        as: supplier,
        body: { reason: 'Out of stock' },
        headers: { 'idempotency-key': key },
      });
    expect((await cancel(a.order.id)).status).toBe(200);
    const reused = await cancel(b.order.id);
    expect(reused.status).toBe(422);
    expect((await readOrder(t, b.order.id)).status).toBe('placed');
  });

  it("belongs to its account: another account's same key and request neither replays, nor overwrites, the first answer (issue 21)", async () => {
    const { listing } = await createListing(t);
    const key = randomUUID();
    // The same method, path and body from both pharmacies: only the account tells them apart.
    const add = async (as: Credentials) => {
      const response = await t.call('POST', '/api/v1/cart/items', {
        as,
        body: { listing_id: listing.id, quantity: 1 },
        headers: { 'idempotency-key': key },
      });
      const body = (await response.json()) as { item: { id: string } };
      return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body };
    };
    const lineOf = async (accountId: string) => {
      const [line] = await t.db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.pharmacyAccountId, accountId), eq(cartItems.listingId, listing.id)));
      return line?.id;
    };
    const first = await add(pharmacy);
    expect(first).toMatchObject({ status: 201, replayed: null });
    expect(first.body.item.id).toBe(await lineOf(PHARMACY.id));

    const other = await add(otherPharmacy);
    expect(other).toMatchObject({ status: 201, replayed: null });
    expect(other.body.item.id).not.toBe(first.body.item.id);
    expect(other.body.item.id).toBe(await lineOf(OTHER_PHARMACY.id));

    // The first account's retry still gets its own answer back, not the other account's.
    const retry = await add(pharmacy);
    expect(retry).toMatchObject({ status: 201, replayed: 'true' });
    expect(retry.body).toEqual(first.body);
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(Object.fromEntries(stored.map((r) => [r.accountId, r.responseBody]))).toEqual({
      [PHARMACY.id]: first.body,
      [OTHER_PHARMACY.id]: other.body,
    });
  });
});
