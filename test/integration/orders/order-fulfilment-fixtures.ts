/**
 * Orders for the fulfilment tests, written as checkout leaves them (the order and its lines
 * committed, stock already reserved, a card or bank payment taken at placement), and an
 * in-process worker on the test's own task queue.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startOrderFulfilment } from '../../../platform/temporal/orders.ts';
import { listings, notifications, orderItems, orders, payments, states } from '../../../db/schema/index.ts';
import type { OrderAddress } from '../../../db/schema/orders.ts';
import { DEMO_BANK_ACCOUNT_ID, DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { computeOrderTotals } from '../../../domain/checkout/totals.ts';
import type { OrderDurations } from '../../../workflows/orders/messages.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

export const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
export const OTHER_PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

/** Fast waits: net-terms days of 400 ms, the sandbox carrier scanning every 150 ms. */
export const FAST: OrderDurations = {
  dayMs: 400,
  reminderDaysBeforeDue: 3,
  overdueReminderEveryDays: 1,
  overdueReminderCap: 2,
  tracking: { pollMs: 100, maxAgeMs: 60_000, sandboxStepMs: 150 },
};

type Line = { unitCents?: number; quantity?: number; stock?: number; isBrand?: boolean };

type FixturePayment = 'pay_offline' | 'card' | 'bank_transfer';

/** Keystone's ground method ($15.00), its 3% card fee (seed), free shipping from $500, no ACH discount. */
function totalsFor(lines: Required<Line>[], paymentMethod: FixturePayment) {
  const items = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  return computeOrderTotals({
    lines: lines.map((l) => ({ quantity: l.quantity, unitCents: l.unitCents })),
    shippingCents: items >= 50_000 ? 0 : 1_500,
    paymentMethod,
    cardFeeBp: 300,
    achDiscountBp: 0,
    taxBp: 0,
  });
}

/** Places an order with the demo supplier Keystone for the demo pharmacy (or another), status 'placed'. */
export async function placeOrder(
  t: Pick<TestContext, 'db'>,
  options: { lines?: Line[]; paymentMethod?: FixturePayment; pharmacy?: typeof PHARMACY } = {},
) {
  const pharmacy = options.pharmacy ?? PHARMACY;
  const paymentMethod = options.paymentMethod ?? 'pay_offline';
  const lines = (options.lines ?? [{}, {}]).map((l) => ({
    unitCents: 5_000,
    quantity: 2,
    stock: 10,
    isBrand: false,
    ...l,
  }));
  const location = pharmacy.locations[0]!;
  const [state] = await t.db.select().from(states).where(eq(states.code, location.state));
  const address: OrderAddress = {
    location_id: location.id,
    firstname: pharmacy.user.firstName,
    lastname: pharmacy.user.lastName,
    phone: location.phone,
    gln_number: null,
    address1: location.address1,
    address2: null,
    city: location.city,
    state_id: state!.id,
    state_code: location.state,
    zipcode: location.zipcode,
  };
  const listingRows: Awaited<ReturnType<typeof insertListing>>[] = [];
  const ndcs: string[] = [];
  for (const line of lines) {
    const product = await insertProduct(t.db, {
      isBrand: line.isBrand,
      name: `Fixture ${listingRows.length + 1}`,
    });
    ndcs.push(product.ndc);
    listingRows.push(
      await insertListing(t.db, product.id, {
        packPriceCents: line.unitCents,
        stock: line.stock - line.quantity,
        supplierAccountId: SUPPLIER_ID,
      }),
    );
  }
  const totals = totalsFor(lines, paymentMethod);
  const [order] = await t.db
    .insert(orders)
    .values({
      pharmacyAccountId: pharmacy.id,
      supplierAccountId: SUPPLIER_ID,
      placedByUserId: pharmacy.user.id,
      paymentMethod,
      paymentCardId: paymentMethod === 'card' ? DEMO_CARD_ID : null,
      bankAccountId: paymentMethod === 'bank_transfer' ? DEMO_BANK_ACCOUNT_ID : null,
      shippingMethod: 'ground',
      shipLocationId: location.id,
      shipAddress: address,
      billAddress: address,
      ...totals,
    })
    .returning();
  const items = await t.db
    .insert(orderItems)
    .values(
      lines.map((l, i) => ({
        orderId: order!.id,
        listingId: listingRows[i]!.id,
        productId: listingRows[i]!.productId,
        ndc: ndcs[i]!,
        name: `Fixture ${i + 1}`,
        isBrand: l.isBrand,
        quantity: l.quantity,
        originalQuantity: l.quantity,
        unitCents: l.unitCents,
        originalUnitCents: l.unitCents,
        totalCents: l.unitCents * l.quantity,
      })),
    )
    .returning();
  if (paymentMethod !== 'pay_offline') {
    await t.db.insert(payments).values({
      payerAccountId: pharmacy.id,
      payeeAccountId: SUPPLIER_ID,
      orderId: order!.id,
      method: paymentMethod,
      paymentCardId: paymentMethod === 'card' ? DEMO_CARD_ID : null,
      bankAccountId: paymentMethod === 'bank_transfer' ? DEMO_BANK_ACCOUNT_ID : null,
      amountCents: totals.totalCents,
      status: 'succeeded',
    });
  }
  return { order: order!, items: items.sort((a, b) => a.name.localeCompare(b.name)), listings: listingRows };
}

/** Places an order and starts its workflow with fast durations. */
export async function placeAndStart(
  t: TestContext,
  options: Parameters<typeof placeOrder>[1] & { durations?: OrderDurations } = {},
) {
  const placed = await placeOrder(t, options);
  await startOrderFulfilment(
    t.temporal.client,
    t.env.temporal.taskQueue,
    placed.order,
    options.durations ?? FAST,
  );
  return placed;
}

/**
 * A fulfilment test file's world: a fresh context on its own task queue (`queue` names it), a
 * worker on that queue, and the demo supplier and pharmacy logged in; `close()` stops both.
 */
export async function openFulfilmentContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  const worker = await startWorker(t);
  const supplier = await t.login('supplier@example.com');
  const pharmacy = await t.login('pharmacy@example.com');
  return {
    t,
    supplier,
    pharmacy,
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

/** Starts an in-process worker on the context's task queue; `stop()` shuts it down. */
export async function startWorker(t: TestContext) {
  const bundle = prebuiltWorkflowBundle();
  const { worker, connection } = await createWorker({
    address: t.env.temporal.address,
    namespace: t.env.temporal.namespace,
    taskQueue: t.env.temporal.taskQueue,
    deps: { db: t.db, env: t.env, now: () => new Date() },
    workflowBundle: bundle,
  });
  const running = worker.run();
  return {
    stop: async () => {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}

export async function readOrder(t: TestContext, orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function stockOf(t: TestContext, listingId: string): Promise<number> {
  const [row] = await t.db.select({ stock: listings.stock }).from(listings).where(eq(listings.id, listingId));
  return row!.stock;
}

/** Polls until the order reaches `status` (the workflow runs on its own clock). */
export async function waitForStatus(t: TestContext, orderId: string, status: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(t, orderId);
    if (order.status === status) return order;
    if (Date.now() > until) throw new Error(`order ${orderId} is ${order.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The notifications an account got about an order, oldest first. */
export async function noticesAbout(t: TestContext, accountId: string, orderId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.accountId, accountId));
  return rows
    .filter((n) => (n.details as { order_id?: string } | null)?.order_id === orderId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A valid shipment with the sandbox carrier. */
export const SANDBOX_SHIPMENT = {
  carrier: 'sandbox',
  tracking_number: 'SBX0000012345',
  packages: [{ weight: '12.5', length: 10, width: 8, height: 6 }],
};
