/**
 * The p2p checkout (issue 13; pharmacy-side §4 first p2p order; notes "the p2p exemption"): a buyer
 * acknowledges the p2p terms once, chooses a reason code and the seller's shipping method, and pays
 * by card; the order is is_p2p with its reason code, its workflow `p2p-order:<id>` is started, and
 * a refused checkout writes nothing and charges nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  chargeIntents,
  orders,
  p2pBuyerAcknowledgements,
  payments,
  sandboxCardCharges,
  sellerRatings,
} from '../../../db/schema/index.ts';
import { listOrdersAwaitingWorkflow } from '../../../activities/maintenance/orders-awaiting-workflow.ts';
import { P2P_CHECKOUT_MESSAGES } from '../../../domain/p2p/p2p-checkout.ts';
import { p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  DEMO_CARD_ID,
  PHARMACY_LOCATION,
  stockOf,
  SUPPLIER_ID,
} from '../checkout/checkout-helpers.ts';
import {
  acknowledgeP2p,
  insertP2pListing,
  makeP2pSeller,
  P2P_BUYER,
  P2P_SELLER,
} from './p2p-buying-fixtures.ts';

let t: TestContext;
let buyer: Credentials;
let seller: Credentials;

type Problem = { message: string; errors?: Record<string, string[]> };
type Summary = {
  acknowledged: boolean;
  reason_codes: { code: string; label: string }[];
  warning: string;
  shipping: {
    method: string | null;
    options: { service_type: string; fee_cents: number; delivery_date: string }[];
  };
  totals: { item_total_cents: number; shipping_cents: number; total_cents: number };
  lines: { listing_id: string; quantity: number }[];
};
type Placed = {
  order: { id: string; number: number; total_cents: number; reason_code: string; workflow_started: boolean };
};

const body = (overrides: Record<string, unknown> = {}) => ({
  ship_location_id: PHARMACY_LOCATION,
  payment_card_id: DEMO_CARD_ID,
  shipping_method: 'ground',
  reason_code: 'drug_shortage',
  ...overrides,
});
const place = (payload: unknown, key = randomUUID(), as = buyer) =>
  t.call('POST', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, {
    as,
    body: payload,
    headers: { 'idempotency-key': key },
  });
const summary = async () => {
  const response = await t.call('GET', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, { as: buyer });
  expect(response.status).toBe(200);
  return (await response.json()) as Summary;
};
const ordersOfBuyer = () =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.pharmacyAccountId, P2P_BUYER.id), eq(orders.supplierAccountId, P2P_SELLER.id)));

/** A p2p listing in the buyer's cart. */
async function cartWith(quantity = 2, options: Parameters<typeof insertP2pListing>[1] = {}) {
  const { listing } = await insertP2pListing(t.db, options);
  await addToCart(t, P2P_BUYER.id, listing, quantity);
  return listing;
}

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `p2p-checkout-${randomUUID()}` });
  await makeP2pSeller(t.db);
  [buyer, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, P2P_BUYER.id));
});

describe('the first p2p order acknowledgement', () => {
  it('refuses the first p2p order until the terms are acknowledged, then records the acknowledgement once', async () => {
    await t.db.delete(p2pBuyerAcknowledgements).where(eq(p2pBuyerAcknowledgements.accountId, P2P_BUYER.id));
    const listing = await cartWith();
    expect((await summary()).acknowledged).toBe(false);
    const refused = await place(body());
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).errors?.acknowledgement).toEqual([
      P2P_CHECKOUT_MESSAGES.acknowledgementRequired,
    ]);
    expect(await stockOf(t, listing.id)).toBe(20);

    const first = await t.call('POST', '/api/v1/p2p_checkout/acknowledgement', { as: buyer, body: {} });
    expect(first.status).toBe(200);
    const { acknowledged_at } = (await first.json()) as { acknowledged_at: string };
    const again = await t.call('POST', '/api/v1/p2p_checkout/acknowledgement', { as: buyer, body: {} });
    expect(((await again.json()) as { acknowledged_at: string }).acknowledged_at).toBe(acknowledged_at);
    expect((await summary()).acknowledged).toBe(true);
  });
});

describe('the p2p checkout page', () => {
  it('answers the lines, the seller shipping options with dates, the totals and the reason codes', async () => {
    await cartWith(2, { priceCents: 2_500 });
    const page = await summary();
    expect(page.reason_codes.map((r) => r.code)).toEqual([
      'specific_patient_need',
      'drug_shortage',
      'other_documented_need',
    ]);
    expect(page.warning).toMatch(/wholesale licensure/);
    expect(page.shipping.options.map((o) => [o.service_type, o.fee_cents])).toEqual([
      ['overnight', 3_500],
      ['ground', 1_500],
    ]);
    const fee = page.shipping.options.find((o) => o.service_type === page.shipping.method)!.fee_cents;
    expect(page.totals).toMatchObject({
      item_total_cents: 5_000,
      shipping_cents: fee,
      total_cents: 5_000 + fee,
    });
  });

  it("answers 404 for a wholesaler's id and for the caller's own pharmacy", async () => {
    expect((await t.call('GET', `/api/v1/p2p_checkout/${SUPPLIER_ID}`, { as: buyer })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, { as: seller })).status).toBe(404);
  });
});

describe('placing a p2p order', () => {
  beforeEach(() => acknowledgeP2p(t.db));

  it('answers 400 naming reason_code when the reason is missing or not a code (never free text)', async () => {
    await cartWith();
    for (const reason of [undefined, 'Patient Jane Doe needs it']) {
      const refused = await place(body({ reason_code: reason }));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Problem).errors?.reason_code).toBeDefined();
    }
    expect(await ordersOfBuyer()).toHaveLength(0);
  });

  it('places an is_p2p order with its reason code, takes the stock, empties the cart and starts p2p-order:<id>', async () => {
    const listing = await cartWith(3, { priceCents: 2_000 });
    const response = await place(
      body({ reason_code: 'specific_patient_need', shipping_method: 'overnight' }),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as Placed;
    expect(order).toMatchObject({ reason_code: 'specific_patient_need', total_cents: 6_000 + 3_500 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      isP2p: true,
      p2pReasonCode: 'specific_patient_need',
      supplierAccountId: P2P_SELLER.id,
      paymentMethod: 'card',
      shippingMethod: 'overnight',
      totalCents: 9_500,
    });
    expect(await stockOf(t, listing.id)).toBe(17);
    const left = await t.db.select().from(cartItems).where(eq(cartItems.pharmacyAccountId, P2P_BUYER.id));
    expect(left).toHaveLength(0);

    // Every cent charged is kept by the order: one captured charge of the order's total.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ amountCents: 9_500, method: 'card', payeeAccountId: P2P_SELLER.id });
    const [charge] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, payment!.processorRef!));
    expect(charge).toMatchObject({ amountCents: 9_500, outcome: 'captured' });

    expect(order.workflow_started).toBe(true);
    const handle = t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id));
    const description = await handle.describe();
    expect(description.type).toBe('orderWorkflow');
    await handle.terminate('test: no p2p worker runs here');

    // The seller's rating (Part C writes it after delivery) shows beside its listings.
    await t.db.insert(sellerRatings).values({
      orderId: order.id,
      sellerAccountId: P2P_SELLER.id,
      buyerAccountId: P2P_BUYER.id,
      ratedByUserId: P2P_BUYER.user.id,
      rating: 4,
    });
    const page = (await (
      await t.call('GET', `/api/v1/products/${listing.productId}`, { as: buyer })
    ).json()) as {
      listings: { p2p: { rating_average: number | null; rating_count: number } | null }[];
    };
    expect(page.listings[0]?.p2p).toMatchObject({ rating_average: 4, rating_count: 1 });
  });

  it('is listed as p2p among the relay’s lost starts, so the relay starts p2p-order:<id> for it', async () => {
    await cartWith(1);
    const { order } = (await (await place(body())).json()) as Placed;
    await t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id)).terminate('test');
    const longAgo = new Date(Date.now() - 3_600_000);
    await t.db
      .update(orders)
      .set({ workflowStartedAt: null, placedAt: longAgo })
      .where(eq(orders.id, order.id));
    expect(await listOrdersAwaitingWorkflow(t.db, new Date())).toContainEqual(
      expect.objectContaining({ id: order.id, isP2p: true }),
    );
  });

  it('answers the same order again when the request is retried with its Idempotency-Key', async () => {
    await cartWith(1);
    const key = randomUUID();
    const first = (await (await place(body(), key)).json()) as Placed;
    const second = await place(body(), key);
    expect(((await second.json()) as Placed).order.id).toBe(first.order.id);
    await t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(first.order.id)).terminate('test');
  });

  it('refuses a listing whose proof was removed after carting, and writes nothing and charges nothing', async () => {
    const listing = await cartWith(2);
    await t.sql`update listing_files set removed_at = now() where listing_id = ${listing.id} and kind = 'proof_of_purchase'`;
    const before = await t.db.select().from(sandboxCardCharges);
    const refused = await place(body());
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as Problem;
    expect(problem.message).toMatch(/proof of purchase and pedigree must be on file/);
    expect(await stockOf(t, listing.id)).toBe(20);
    const orderIds = (
      await t.db.select({ id: orders.id }).from(orders).where(eq(orders.pharmacyAccountId, P2P_BUYER.id))
    ).map((o) => o.id);
    const lines = orderIds.length
      ? await t.db.select().from(payments).where(inArray(payments.orderId, orderIds))
      : [];
    expect(lines.every((p) => p.status !== 'authorized')).toBe(true);
    const after = await t.db.select().from(sandboxCardCharges);
    expect(after.length).toBe(before.length);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.listingId, listing.id))).toHaveLength(1);
  });

  it('voids the card hold and writes nothing when the stock is gone inside the transaction', async () => {
    const listing = await cartWith(5, { stock: 3, p2pMaxQty: null });
    const key = randomUUID();
    const refused = await place(body(), key);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).message).toMatch(/Only 3 left/);
    const [intent] = await t.db.select().from(chargeIntents).where(eq(chargeIntents.requestKey, key));
    expect(intent?.status).toBe('voided');
    const [charge] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, intent!.processorRef!));
    expect(charge?.outcome).toBe('voided');
    expect(await stockOf(t, listing.id)).toBe(3);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.listingId, listing.id))).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.id, intent!.subjectId))).toHaveLength(0);
  });

  it('refuses a shipping method the seller does not offer, and a card of another pharmacy', async () => {
    await cartWith(1);
    const method = await place(body({ shipping_method: 'two_day' }));
    expect(method.status).toBe(422);
    expect(((await method.json()) as Problem).errors?.shipping_method).toBeDefined();
    expect((await place(body({ payment_card_id: randomUUID() }))).status).toBe(404);
  });

  it('refuses the quantity over the p2p max at checkout when the seller lowered it after carting', async () => {
    const listing = await cartWith(4, { p2pMaxQty: 5 });
    await t.sql`update listings set p2p_max_qty = 2 where id = ${listing.id}`;
    const refused = await place(body());
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).message).toMatch(
      /Maximum quantity for this pharmacy-to-pharmacy item is 2/,
    );
    const intents = await t.db.select().from(chargeIntents).where(eq(chargeIntents.accountId, P2P_BUYER.id));
    expect(intents.every((i) => i.status !== 'committed')).toBe(true);
  });

  it('refuses a seller checking out its own cart', async () => {
    const refused = await t.call('POST', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, {
      as: seller,
      body: body(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).message).toBe(P2P_CHECKOUT_MESSAGES.ownListing);
  });
});
