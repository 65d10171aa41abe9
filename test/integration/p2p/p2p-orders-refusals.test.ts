/**
 * Every refusal of the p2p order routes by name (issue 13, Part C), each on an order of its own:
 * the label before the lots, bad packages, another seller's or buyer's order, ratings before
 * delivery (placed, or shipped and still on its way), twice, down without a message, or by anyone
 * but the buyer; and the rating summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sellerRatingSummary } from '../../../db/queries/p2p/seller-ratings.ts';
import { sellerRatings } from '../../../db/schema/index.ts';
import { RATING_MESSAGES } from '../../../domain/p2p/rating.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { openFulfilmentContext, readOrder } from '../orders/order-fulfilment-fixtures.ts';
import { eventually, placeP2pOrder, SELLER, startP2pOrder } from './p2p-orders-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy: buyer, close } = await openFulfilmentContext('p2p-refusals'));
  seller = await t.login('seller@example.com');
});
afterAll(() => close());

type Problem = { errors?: Record<string, string[]> };
const PACKAGES = [{ weight: '1', length: 6, width: 6, height: 6 }];

async function started(lines = [{}]) {
  const placed = await placeP2pOrder(t, { lines });
  await startP2pOrder(t, placed.order.id);
  await eventually(
    () => readOrder(t, placed.order.id),
    (o) => o.workflowStartedAt !== null,
  );
  return placed;
}

/** A p2p order marked delivered (as the carrier leaves it), its workflow not needed for ratings. */
async function delivered() {
  const placed = await placeP2pOrder(t, { lines: [{}], status: 'delivered' });
  return placed.order;
}

const rate = (as: Credentials, orderId: string, body: Record<string, unknown>, sellerId = SELLER.id) =>
  t.call('POST', `/api/v1/users/${sellerId}/rate`, { as, body: { order_id: orderId, ...body } });

describe('p2p label refusals', () => {
  it('label before lots confirmed is 409', async () => {
    const { order } = await started([{}, {}]);
    const res = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: PACKAGES },
    });
    expect(res.status).toBe(409);
    expect((await readOrder(t, order.id)).status).toBe('placed');
  });

  it('bad packages are a 400 naming the field (weight required > 0, dimensions ≥ 1, at least one)', async () => {
    const { order } = await started();
    const res = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: [{ weight: '0', length: 1, width: 0, height: 2 }] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as Problem).errors ?? {}).sort()).toEqual([
      'packages.0.weight',
      'packages.0.width',
    ]);
  });

  it("another seller's order is 404, on every seller route", async () => {
    const { order, lines } = await started();
    const as = buyer; // the buyer is not the order's seller
    for (const [method, path, body] of [
      ['GET', `/api/v1/pharmacy/p2p/sales/${order.id}`, undefined],
      [
        'PATCH',
        `/api/v1/pharmacy/p2p/sales/${order.id}/lots`,
        { line_item_id: lines[0]!.id, lot: 'X', exp_date: '2030-01-01' },
      ],
      ['POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, { packages: PACKAGES }],
      ['GET', `/api/v1/pharmacy/p2p/sales/${order.id}/label.pdf`, undefined],
      ['POST', `/api/v1/pharmacy/p2p/sales/${order.id}/cancel`, {}],
    ] as const) {
      const res = await t.call(method, path, { as, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("another buyer's order is 404 on the buyer routes", async () => {
    const { order } = await started();
    for (const path of [
      `/api/v1/orders/${order.id}/confirm_receipt`,
      `/api/v1/orders/${order.id}/p2p/cancel`,
    ]) {
      const res = await t.call('POST', path, { as: seller, body: {} });
      expect(res.status, path).toBe(404);
    }
  });

  it('a lot for a line not in the order is refused and nothing is written', async () => {
    const { order } = await started();
    const other = await placeP2pOrder(t, { lines: [{}] });
    const res = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${order.id}/lots`, {
      as: seller,
      body: { line_item_id: other.lines[0]!.id, lot: 'X', exp_date: '2030-01-01' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as Problem).errors ?? {})).toEqual(['line_item_id']);
  });
});

describe('p2p rating refusals', () => {
  it('rating before delivery is 409', async () => {
    const { order } = await placeP2pOrder(t, { lines: [{}] });
    expect((await rate(buyer, order.id, { rating: 5 })).status).toBe(409);
  });

  it('a shipped but undelivered order cannot be rated (409, nothing written) until it is delivered (issue 21)', async () => {
    const placed = await placeP2pOrder(t, { lines: [{}] });
    // The sandbox carrier scans every 10 minutes here: the order stays shipped for the test.
    await startP2pOrder(t, placed.order.id, {
      inspectionMs: 60_000,
      tracking: { pollMs: 100, maxAgeMs: 3_600_000, sandboxStepMs: 600_000 },
    });
    const { order, lines } = placed;
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.workflowStartedAt !== null,
    );
    const lot = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${order.id}/lots`, {
      as: seller,
      body: { line_item_id: lines[0]!.id, lot: 'S1', exp_date: '2030-01-01' },
    });
    expect(lot.status).toBe(200);
    const label = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: PACKAGES },
    });
    expect(label.status).toBe(200);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'shipped', deliveredAt: null });

    const early = await rate(buyer, order.id, { rating: 5 });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toBe(RATING_MESSAGES.notDelivered);
    expect(await t.db.select().from(sellerRatings).where(eq(sellerRatings.orderId, order.id))).toEqual([]);

    // Delivered (the buyer confirms receipt), the same rating is taken: the refusal was the delivery.
    const receipt = await t.call('POST', `/api/v1/orders/${order.id}/confirm_receipt`, {
      as: buyer,
      body: {},
    });
    expect(receipt.status).toBe(200);
    expect((await rate(buyer, order.id, { rating: 5 })).status).toBe(201);
  });

  it('a down rating (1 or 2) without a message is 422 naming message', async () => {
    const order = await delivered();
    const res = await rate(buyer, order.id, { rating: 1 });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as Problem).errors ?? {})).toEqual(['message']);
  });

  it('a second rating of the same order is 409', async () => {
    const order = await delivered();
    expect((await rate(buyer, order.id, { rating: 4 })).status).toBe(201);
    expect((await rate(buyer, order.id, { rating: 5 })).status).toBe(409);
  });

  it("only the order's buyer may rate, and only the order's seller: anyone else is 404", async () => {
    const order = await delivered();
    expect((await rate(seller, order.id, { rating: 5 })).status).toBe(404);
    expect((await rate(buyer, order.id, { rating: 5 }, order.pharmacyAccountId)).status).toBe(404);
  });

  it('a rating out of 1–5 is a 400 naming rating', async () => {
    const order = await delivered();
    const res = await rate(buyer, order.id, { rating: 6 });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as Problem).errors ?? {})).toContain('rating');
  });

  it('sellerRatingSummary answers the average (one decimal) and count of the seller’s ratings', async () => {
    const before = (await sellerRatingSummary(t.db, [SELLER.id])).get(SELLER.id)!;
    const order = await delivered();
    expect((await rate(buyer, order.id, { rating: 2, message: 'Short-dated' })).status).toBe(201);
    const after = (await sellerRatingSummary(t.db, [SELLER.id])).get(SELLER.id)!;
    expect(after.count).toBe(before.count + 1);
    expect(after.average).not.toBeNull();
    const none = await sellerRatingSummary(t.db, [order.pharmacyAccountId]);
    expect(none.get(order.pharmacyAccountId)).toMatchObject({ average: null, count: 0 });
  });
});

describe('wholesale order commands on a p2p order', () => {
  it('the wholesale cancel, edit preview and mark-delivered refuse a p2p order, which the page shows as p2p', async () => {
    const { order, lines } = await started();
    const cancel = await t.call('POST', `/api/v1/orders/${order.id}/cancel`, { as: buyer, body: {} });
    expect(cancel.status).toBe(409);
    const preview = await t.call('POST', `/api/v1/orders/${order.id}/preview`, {
      as: buyer,
      body: { items: [{ id: lines[0]!.id, quantity: 1 }] },
    });
    expect(preview.status).toBe(409);
    const received = await placeP2pOrder(t, { lines: [{}], status: 'delivered' });
    const delivered = await t.call('POST', `/api/v1/orders/${received.order.id}/delivered`, { as: buyer });
    expect(delivered.status).toBe(409);
    expect(((await delivered.json()) as { detail: string }).detail).toContain('confirm its receipt');
    const page = await t.call('GET', `/api/v1/pharmacy/orders/${order.id}`, { as: buyer });
    expect(await page.json()).toMatchObject({ is_p2p: true, can_edit: false, can_mark_delivered: false });
    expect((await readOrder(t, order.id)).status).toBe('placed');
  });
});
