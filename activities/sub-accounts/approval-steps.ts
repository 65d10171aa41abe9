/**
 * The steps of the purchase-approval workflow (issue 23), each one idempotent transaction over the
 * approval row and its order: open (set the deadline, tell the master once), remind the master,
 * expire, and record a master admin's decision. Declined or expired, the order is cancelled and
 * its stock goes back; nothing was charged (the placement took no payment).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, purchaseApprovals } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import {
  APPROVAL_MESSAGES,
  type PurchaseApprovalDecision,
  type PurchaseApprovalStatus,
} from '../../domain/sub-accounts/purchase-approval.ts';
import type { OpenedPurchaseApproval, PurchaseApprovalState } from '../../workflows/sub-accounts/messages.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { releaseStock } from '../orders/cancel-order.ts';
import { lockOrder, notifyPharmacy, type OrderRow, type Tx } from '../orders/order-steps.ts';

type ApprovalRow = typeof purchaseApprovals.$inferSelect;
export type DecisionOutcome = Pick<PurchaseApprovalState, 'status' | 'orderStatus'>;

export const approvalsLink = '/pharmacy/settings/approvals';
const key = (orderId: string, step: string) => `purchase-approval:${orderId}:${step}`;

async function lockApproval(tx: Tx, orderId: string): Promise<ApprovalRow> {
  const [row] = await tx
    .select()
    .from(purchaseApprovals)
    .where(eq(purchaseApprovals.orderId, orderId))
    .for('update');
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', APPROVAL_MESSAGES.notFound);
  return row;
}

function tellMaster(tx: Tx, row: ApprovalRow, order: OrderRow, step: string, title: string, body: string) {
  return notifyAccount(tx, {
    accountId: row.masterAccountId,
    kind: `purchase_approval_${step}`,
    title,
    body,
    link: approvalsLink,
    dedupeKey: key(order.id, step),
    details: { order_id: order.id, order_number: order.number },
  });
}

const overWhat = (row: ApprovalRow) =>
  `${row.reason === 'per_order' ? 'the per-order' : 'the monthly'} limit of ${formatCents(row.limitCents)}`;

/** Sets the deadline of the workflow's input and tells the master once; null when the order is gone. */
export async function openPurchaseApproval(
  db: Database,
  orderId: string,
  expiryMs: number,
): Promise<OpenedPurchaseApproval | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchaseApprovals)
      .where(eq(purchaseApprovals.orderId, orderId))
      .for('update');
    if (!row) return null;
    const order = await lockOrder(tx, orderId);
    const expiresAt = new Date(row.createdAt.getTime() + expiryMs);
    if (row.status === 'pending') {
      await tx
        .update(purchaseApprovals)
        .set({ expiresAt, workflowStartedAt: row.workflowStartedAt ?? new Date() })
        .where(eq(purchaseApprovals.orderId, orderId));
      await tellMaster(
        tx,
        row,
        order,
        'requested',
        `Order #${order.number} awaits your approval`,
        `An order of ${formatCents(order.totalCents)} is over ${overWhat(row)}. Approve or decline it before ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      );
    }
    return {
      status: row.status,
      masterAccountId: row.masterAccountId,
      pharmacyAccountId: order.pharmacyAccountId,
      supplierAccountId: order.supplierAccountId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: (row.status === 'pending' ? expiresAt : row.expiresAt).toISOString(),
      reminded: row.remindedAt !== null,
    };
  });
}

/** Reminds the master of an approval still pending. */
export async function remindPurchaseApproval(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockApproval(tx, orderId);
    if (row.status !== 'pending' || row.remindedAt) return;
    const order = await lockOrder(tx, orderId);
    await tx.update(purchaseApprovals).set({ remindedAt: now }).where(eq(purchaseApprovals.orderId, orderId));
    await tellMaster(
      tx,
      row,
      order,
      'reminder',
      `Reminder: order #${order.number} still awaits your approval`,
      `It expires at ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; nothing is charged until you approve it.`,
    );
  });
}

const WITHDRAWN = {
  pending: { title: 'cancelled', body: 'The order was cancelled.' },
  approved: { title: 'cancelled', body: 'The order was cancelled.' },
  declined: { title: 'declined', body: 'Your master account declined it.' },
  expired: { title: 'not approved in time', body: 'Your master account did not approve it in time.' },
  card_refused: { title: 'not paid', body: 'It was approved, but the card was refused.' },
} as const;

/** Cancels an order never approved: its stock goes back, nothing was charged; the buyer is told. */
export async function withdrawUnapprovedOrder(
  tx: Tx,
  order: OrderRow,
  status: PurchaseApprovalStatus | 'card_refused',
  now: Date,
) {
  if (order.status !== 'awaiting_approval') return;
  await releaseStock(tx, order.id);
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(orders.id, order.id));
  await notifyPharmacy(tx, order, {
    key: key(order.id, `buyer-${status}`),
    kind: `purchase_${status}`,
    title: `Order #${order.number} was ${WITHDRAWN[status].title}`,
    body: `${WITHDRAWN[status].body} Order #${order.number} was cancelled; nothing was charged.`,
  });
}

/** pending → expired: the order is cancelled and its stock released; both sides told. */
export async function expirePurchaseApproval(
  db: Database,
  orderId: string,
  now: Date,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockApproval(tx, orderId);
    const order = await lockOrder(tx, orderId);
    if (row.status !== 'pending') return { status: row.status, orderStatus: orderStatusOf(order) };
    await tx
      .update(purchaseApprovals)
      .set({ status: 'expired' })
      .where(eq(purchaseApprovals.orderId, orderId));
    await withdrawUnapprovedOrder(tx, order, 'expired', now);
    await tellMaster(
      tx,
      row,
      order,
      'expired',
      `Order #${order.number} expired`,
      'Nobody approved it in time: it was cancelled.',
    );
    return { status: 'expired', orderStatus: 'cancelled' };
  });
}

export function orderStatusOf(order: Pick<OrderRow, 'status'>): DecisionOutcome['orderStatus'] {
  if (order.status === 'awaiting_approval' || order.status === 'cancelled') return order.status;
  return 'placed';
}

/** Records a decline (or sees a decision already recorded); an approval is approve-order.ts's. */
export async function recordDecline(
  db: Database,
  orderId: string,
  decision: PurchaseApprovalDecision,
  now: Date,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockApproval(tx, orderId);
    const order = await lockOrder(tx, orderId);
    if (row.status === 'declined' && row.decidedByUserId === decision.userId)
      return { status: row.status, orderStatus: orderStatusOf(order) };
    if (row.status !== 'pending')
      throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.decided(row.status));
    await tx
      .update(purchaseApprovals)
      .set({
        status: 'declined',
        decidedByUserId: decision.userId,
        decidedAt: now,
        declineReason: decision.reason?.trim() || null,
      })
      .where(eq(purchaseApprovals.orderId, orderId));
    await withdrawUnapprovedOrder(tx, order, 'declined', now);
    return { status: 'declined', orderStatus: 'cancelled' };
  });
}
