/**
 * P2p orders as the p2p checkout (Part B) leaves them: the demo seller pharmacy (Riverside Drug,
 * approved as a p2p seller) sells to the demo pharmacy; the order is_p2p with a reason code, its
 * lines reserved from p2p listings with pedigree on file, paid by card at placement (captured).
 * The tests start `p2p-order:<id>` themselves with short durations.
 */
import { eq } from 'drizzle-orm';
import {
  dscsaTransactionRecords,
  listingFiles,
  orderItems,
  orders,
  payments,
  p2pPayouts,
  refunds,
  sandboxCardCharges,
  states,
} from '../../../db/schema/index.ts';
import type { OrderAddress } from '../../../db/schema/orders.ts';
import { DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { ORDER_WORKFLOW_TYPE } from '../../../workflows/orders/messages.ts';
import { p2pOrderWorkflowId, type P2pOrderDurations } from '../../../workflows/p2p/messages.ts';
import type { TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller as approveDemoSeller } from '../../harness/p2p-seller.ts';

export const BUYER = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
export const SELLER = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

/** The sandbox carrier scans every 150 ms (delivered about a second after shipment). */
export const P2P_FAST: P2pOrderDurations = {
  inspectionMs: 60_000,
  tracking: { pollMs: 100, maxAgeMs: 60_000, sandboxStepMs: 150 },
};

/** Approves the demo seller pharmacy as a p2p seller, with its shipping settings and methods. */
export async function approveSeller(t: Pick<TestContext, 'db'>): Promise<void> {
  await approveDemoSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
}

async function addressOf(t: Pick<TestContext, 'db'>, account: typeof BUYER): Promise<OrderAddress> {
  const location = account.locations[0]!;
  const [state] = await t.db.select().from(states).where(eq(states.code, location.state));
  return {
    location_id: location.id,
    firstname: account.user.firstName,
    lastname: account.user.lastName,
    phone: location.phone,
    gln_number: null,
    address1: location.address1,
    address2: null,
    city: location.city,
    state_id: state!.id,
    state_code: location.state,
    zipcode: location.zipcode,
  };
}

type Line = { unitCents?: number; quantity?: number };

/** A placed p2p order with `lines` (two of $40.00 × 2 by default), paid by card; not started. */
export async function placeP2pOrder(
  t: Pick<TestContext, 'db'>,
  options: {
    lines?: Line[];
    placedAt?: Date;
    seller?: typeof SELLER;
    buyer?: typeof BUYER;
    status?: 'placed' | 'delivered';
  } = {},
) {
  await approveSeller(t);
  const seller = options.seller ?? SELLER;
  const buyerAccount = options.buyer ?? BUYER;
  const lines = (options.lines ?? [{}, {}]).map((l) => ({ unitCents: 4_000, quantity: 2, ...l }));
  const address = await addressOf(t, buyerAccount);
  const products: Awaited<ReturnType<typeof insertProduct>>[] = [];
  const listingRows: Awaited<ReturnType<typeof insertListing>>[] = [];
  for (const [i] of lines.entries()) {
    const product = await insertProduct(t.db, { name: `P2P fixture ${i + 1}` });
    products.push(product);
    const listing = await insertListing(t.db, product.id, {
      supplierAccountId: seller.id,
      isP2p: true,
      purchasedFrom: 'Cardinal Health',
      stock: 5,
    });
    listingRows.push(listing);
    await t.db.insert(listingFiles).values({
      listingId: listing.id,
      kind: 'pedigree',
      fileKey: `listing_files/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.pdf`,
      fileName: `pedigree-${i + 1}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 1000,
    });
  }
  const items = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const shippingCents = 1_200;
  const totalCents = items + shippingCents;
  const [order] = await t.db
    .insert(orders)
    .values({
      pharmacyAccountId: buyerAccount.id,
      supplierAccountId: seller.id,
      placedByUserId: buyerAccount.user.id,
      paymentMethod: 'card',
      paymentCardId: DEMO_CARD_ID,
      shippingMethod: 'ground',
      shipLocationId: buyerAccount.locations[0]!.id,
      shipAddress: address,
      billAddress: address,
      itemTotalCents: items,
      shippingCents,
      totalCents,
      isP2p: true,
      p2pReasonCode: 'specific_patient_need',
      ...(options.placedAt ? { placedAt: options.placedAt } : {}),
      ...(options.status === 'delivered'
        ? { status: 'delivered' as const, shippedAt: new Date(), deliveredAt: new Date() }
        : {}),
    })
    .returning();
  const lineRows = await t.db
    .insert(orderItems)
    .values(
      lines.map((l, i) => ({
        orderId: order!.id,
        listingId: listingRows[i]!.id,
        productId: products[i]!.id,
        ndc: products[i]!.ndc,
        name: `P2P fixture ${i + 1}`,
        isBrand: false,
        quantity: l.quantity,
        originalQuantity: l.quantity,
        unitCents: l.unitCents,
        originalUnitCents: l.unitCents,
        totalCents: l.unitCents * l.quantity,
      })),
    )
    .returning();
  // Captured by the sandbox card processor at placement, as checkout leaves it.
  const [charge] = await t.db
    .insert(sandboxCardCharges)
    .values({
      idempotencyKey: `fixture-charge:${order!.id}`,
      token: 'tok_fixture',
      amountCents: totalCents,
      outcome: 'captured',
      capturedAt: new Date(),
    })
    .returning();
  await t.db.insert(payments).values({
    processorRef: charge!.id,
    payerAccountId: buyerAccount.id,
    payeeAccountId: seller.id,
    orderId: order!.id,
    method: 'card',
    paymentCardId: DEMO_CARD_ID,
    amountCents: totalCents,
    status: 'succeeded',
  });
  return {
    order: order!,
    lines: lineRows.sort((a, b) => a.name.localeCompare(b.name)),
    listings: listingRows,
  };
}

export async function startP2pOrder(
  t: TestContext,
  orderId: string,
  durations: P2pOrderDurations = P2P_FAST,
) {
  // As checkout starts it: the one order workflow, as the p2p seller kind (issue 20).
  await t.temporal.client.workflow.start(ORDER_WORKFLOW_TYPE, {
    taskQueue: t.env.temporal.taskQueue,
    workflowId: p2pOrderWorkflowId(orderId),
    args: [{ orderId, sellerKind: 'p2p', durations }],
  });
}

/** Where the money of an order went: charged, refunded (queued or sent), and its payout. */
export async function moneyOf(t: Pick<TestContext, 'db'>, orderId: string) {
  const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const back = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const [payout] = await t.db.select().from(p2pPayouts).where(eq(p2pPayouts.orderId, orderId));
  return {
    chargedCents: paid.reduce((s, p) => s + p.amountCents, 0),
    refundedCents: back.reduce((s, r) => s + r.amountCents, 0),
    refundStatuses: back.map((r) => r.status),
    payout: payout!,
  };
}

export async function recordsOf(t: Pick<TestContext, 'db'>, orderId: string) {
  return t.db.select().from(dscsaTransactionRecords).where(eq(dscsaTransactionRecords.orderId, orderId));
}

/** Polls `read` until `done` holds (the workflow runs on its own clock). */
export async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
