/**
 * Reusing an Idempotency-Key with a different request is 422 everywhere (issue 10), order and
 * offer moves included: the key is fingerprinted by method, path and body on every write that
 * sends one, and the same request again replays the first answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { makeOffer, offersClient, openOffersContext, readOffer } from '../offers/offers-fixtures.ts';
import { placeAndStart, readOrder } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openOffersContext('idempotency-keys'));
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
});
