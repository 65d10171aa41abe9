/**
 * Placing an order is stock-safe, all-or-nothing and idempotent, and starts the order's workflow
 * (issue 4 "Placing an order": two pharmacies racing for the last units cannot both win; a retry
 * answers the same order; workflow `order:<id>`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, listings, orders } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  countOrdersOf,
  createListing,
  offlineBody,
  PHARMACY,
  place,
  type Placed,
  type Problem,
  SELLER,
  SELLER_LOCATION,
  stockOf,
  SUPPLIER_ID,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
const workflowIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-concurrency-${randomUUID()}` });
  [pharmacy, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(async () => {
  // No worker polls this test's task queue: end the workflows it started.
  await Promise.allSettled(
    workflowIds.map((id) => t.temporal.client.workflow.getHandle(id).terminate('test over')),
  );
  await t.close();
});
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await clearCart(t, SELLER.id);
});

async function orderOf(response: Response) {
  const body = (await response.json()) as Placed;
  workflowIds.push(`order:${body.order.id}`);
  return body.order;
}

describe('stock', () => {
  it('lets exactly one of two pharmacies racing for the last 5 units win, round after round (the race test)', async () => {
    // Several rounds, so both interleavings (the loser blocked on the row lock, or starting after the winner's commit) occur.
    for (let round = 0; round < 4; round++) {
      await clearCart(t, PHARMACY.id);
      await clearCart(t, SELLER.id);
      const { listing, product } = await createListing(t, { priceCents: 5_000, stock: 5 });
      await addToCart(t, PHARMACY.id, listing, 5);
      await addToCart(t, SELLER.id, listing, 5);
      const responses = await Promise.all([
        place(t, pharmacy, SUPPLIER_ID, offlineBody()),
        place(t, seller, SUPPLIER_ID, offlineBody(SELLER_LOCATION)),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = responses.find((r) => r.status === 409)!;
      expect(((await loser.json()) as Problem).message).toBe(
        `Only 0 left of ${product.name} ${product.strength}.`,
      );
      await orderOf(responses.find((r) => r.status === 201)!);
      expect(await stockOf(t, listing.id)).toBe(0);
      expect(await countOrdersOf(t, listing.id)).toBe(1);
    }
  });

  it("writes nothing when the second line runs out: the first line's stock is untouched and no order exists (all or nothing)", async () => {
    const a = await createListing(t, { priceCents: 5_000, stock: 10 });
    const b = await createListing(t, { priceCents: 5_000, stock: 1 });
    // Lines are taken in listing-id order: make the plentiful one go first, so it is taken and then given back.
    const [first, short] = a.listing.id < b.listing.id ? [a, b] : [b, a];
    await t.db.update(listings).set({ stock: 10 }).where(eq(listings.id, first.listing.id));
    await t.db.update(listings).set({ stock: 1 }).where(eq(listings.id, short.listing.id));
    await addToCart(t, PHARMACY.id, first.listing, 3);
    await addToCart(t, PHARMACY.id, short.listing, 2);
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).message).toBe(
      `Only 1 left of ${short.product.name} ${short.product.strength}.`,
    );
    expect(await stockOf(t, first.listing.id)).toBe(10);
    expect(await stockOf(t, short.listing.id)).toBe(1);
    expect(await countOrdersOf(t, first.listing.id)).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers the same order to a retry with the same Idempotency-Key: one order row, stock taken once', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const key = randomUUID();
    const first = await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key);
    expect(first.status).toBe(201);
    const retry = await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [await orderOf(first), await orderOf(retry)];
    expect(b.id).toBe(a.id);
    expect(await countOrdersOf(t, listing.id)).toBe(1);
    expect(await stockOf(t, listing.id)).toBe(7);
  });

  it('refuses the same Idempotency-Key with another body (422)', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const key = randomUUID();
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key)).status).toBe(201);
    const other = await place(t, pharmacy, SUPPLIER_ID, offlineBody(undefined, { memo: 'changed' }), key);
    expect(other.status).toBe(422);
    expect(await stockOf(t, listing.id)).toBe(7);
  });

  it('frees the key of a refused placement, so the same key works once the cart is fixed', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    const key = randomUUID();
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key)).status).toBe(422); // empty cart
    await addToCart(t, PHARMACY.id, listing, 3);
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key)).status).toBe(201);
  });

  it('gives a key in flight a lease: 409 with Retry-After while it runs, taken over once the lease is over (in-flight keys have a lease)', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const key = randomUUID();
    // A first request that died mid-way: its key claimed, no answer stored, the lease running.
    const body = JSON.stringify(offlineBody());
    const hash = createHash('sha256').update(`POST /api/v1/checkout/${SUPPLIER_ID}\n${body}`).digest('hex');
    await t.db.insert(idempotencyKeys).values({
      accountId: PHARMACY.id,
      key,
      route: `POST /api/v1/checkout/${SUPPLIER_ID}`,
      requestHash: hash,
      lockedUntil: new Date(Date.now() + 30_000),
    });
    const busy = await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('60');
    expect(await countOrdersOf(t, listing.id)).toBe(0);

    await t.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(idempotencyKeys.key, key));
    const retry = await place(t, pharmacy, SUPPLIER_ID, offlineBody(), key);
    expect(retry.status).toBe(201);
    await orderOf(retry);
    expect(await countOrdersOf(t, listing.id)).toBe(1);
  });
});

describe('order workflow', () => {
  it('starts orderWorkflow (the wholesale kind) as order:<id> on the task queue and records workflow_started_at', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const order = await orderOf(await place(t, pharmacy, SUPPLIER_ID, offlineBody()));
    const description = await t.temporal.client.workflow.getHandle(`order:${order.id}`).describe();
    expect(description.type).toBe('orderWorkflow');
    expect(description.taskQueue).toBe(t.env.temporal.taskQueue);
    const [row] = await t.db
      .select({ startedAt: orders.workflowStartedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.startedAt).toBeInstanceOf(Date);
  });
});
