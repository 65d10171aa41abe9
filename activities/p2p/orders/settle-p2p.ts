/**
 * After shipment (issue 13): delivery starts the inspection window on the payout; the buyer's
 * receipt or the window's end releases the payout (net = gross − fee) with a notice to the seller;
 * a dispute holds it for support, whose decision releases it or refunds the buyer in full through
 * the refunds outbox. Each step is one transaction; its notice's dedupe key is its ledger.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders, p2pDisputeDecisions, p2pPayouts } from '../../../db/schema/index.ts';
import { formatCents } from '../../../domain/money.ts';
import { nextP2pPhase, type DisputeDecision } from '../../../domain/p2p/p2p-order-state.ts';
import type { DecideDisputeInput } from '../../../workflows/p2p/messages.ts';
import { queueRefund } from '../../payments/refunds.ts';
import { isStepDone } from '../../orders/order-steps.ts';
import { lockP2pOrder, notifyBuyer, notifySeller, p2pPhaseOf, p2pStepKey } from './p2p-steps.ts';

export type DeliveredBy = 'carrier' | 'supplier' | 'pharmacy';

/** shipped → delivered once; the payout's hold runs until the end of the inspection window. */
export async function markP2pDelivered(
  db: Database,
  orderId: string,
  by: DeliveredBy,
  inspectionMs: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockP2pOrder(tx, orderId);
    if (order.deliveredAt) return;
    nextP2pPhase(await p2pPhaseOf(tx, order), 'delivered');
    await tx
      .update(orders)
      .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    await tx
      .update(p2pPayouts)
      .set({ holdUntil: new Date(now.getTime() + inspectionMs) })
      .where(eq(p2pPayouts.orderId, orderId));
    const body = `Order #${order.number} was delivered${by === 'pharmacy' ? ' (confirmed by the buyer)' : ''}.`;
    const notice = { kind: 'order_delivered', title: `Order #${order.number} delivered`, body };
    await notifyBuyer(tx, order, { ...notice, key: p2pStepKey(orderId, 'delivered') });
    await notifySeller(tx, order, { ...notice, key: p2pStepKey(orderId, 'delivered:seller') });
  });
}

/** The buyer confirmed receipt (recorded on the order; the release follows). */
export async function recordP2pReceipt(db: Database, orderId: string, now: Date): Promise<void> {
  await db.update(orders).set({ receivedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
}

/** The buyer opens a dispute within the window: the payout stays held for support. */
export async function openP2pDispute(
  db: Database,
  orderId: string,
  message: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockP2pOrder(tx, orderId);
    if (order.disputedAt) return;
    nextP2pPhase(await p2pPhaseOf(tx, order), 'disputeOpened');
    await tx
      .update(orders)
      .set({ disputedAt: now, disputeMessage: message.trim(), updatedAt: now })
      .where(eq(orders.id, orderId));
    await notifySeller(tx, order, {
      key: p2pStepKey(orderId, 'disputed'),
      kind: 'p2p_dispute_opened',
      title: `Order #${order.number} disputed`,
      body: `The buyer opened a dispute on order #${order.number}; the payout is held until support decides.`,
    });
  });
}

/** Releases the payout to the seller once: status released, the order paid, the seller told. */
export async function releaseP2pPayout(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const key = p2pStepKey(orderId, 'released');
    const order = await lockP2pOrder(tx, orderId);
    if (await isStepDone(tx, key)) return;
    const [payout] = await tx.select().from(p2pPayouts).where(eq(p2pPayouts.orderId, orderId)).for('update');
    if (!payout || payout.status !== 'held') return;
    await tx
      .update(p2pPayouts)
      .set({ status: 'released', releasedAt: now })
      .where(eq(p2pPayouts.orderId, orderId));
    await tx.update(orders).set({ status: 'paid', updatedAt: now }).where(eq(orders.id, orderId));
    await notifySeller(tx, order, {
      key,
      kind: 'p2p_payout_released',
      title: `Payout released for order #${order.number}`,
      body: `${formatCents(payout.netCents)} is released to you for order #${order.number} (${formatCents(payout.grossCents)} less the marketplace fee of ${formatCents(payout.feeCents)}).`,
      details: { gross_cents: payout.grossCents, fee_cents: payout.feeCents, net_cents: payout.netCents },
    });
  });
}

/** Support upheld the buyer's dispute: everything the buyer paid is queued back; the payout is refunded. */
export async function refundP2pOrder(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const key = p2pStepKey(orderId, 'refunded');
    const order = await lockP2pOrder(tx, orderId);
    if (await isStepDone(tx, key)) return;
    await queueRefund(tx, orderId, 'all', 'P2P dispute upheld', now);
    await tx
      .update(p2pPayouts)
      .set({ status: 'refunded', refundedAt: now })
      .where(eq(p2pPayouts.orderId, orderId));
    await notifyBuyer(tx, order, {
      key,
      kind: 'p2p_dispute_refunded',
      title: `Order #${order.number} refunded`,
      body: `Support upheld your dispute on order #${order.number}; your payment is refunded in full.`,
    });
    await notifySeller(tx, order, {
      key: `${key}:seller`,
      kind: 'p2p_dispute_refunded',
      title: `Order #${order.number} refunded to the buyer`,
      body: `Support upheld the buyer's dispute on order #${order.number}; no payout is due.`,
    });
  });
}

/** Records support's decision (once). */
export async function recordDisputeDecision(
  db: Database,
  orderId: string,
  input: DecideDisputeInput,
  now: Date,
): Promise<DisputeDecision> {
  await db
    .insert(p2pDisputeDecisions)
    .values({
      orderId,
      decision: input.decision,
      note: input.note,
      decidedByUserId: input.userId ?? null,
      decidedAt: now,
    })
    .onConflictDoNothing({ target: p2pDisputeDecisions.orderId });
  return input.decision;
}
