/**
 * What every p2p order step shares (issue 13). Each step is one transaction that locks the order
 * row and writes the message to the other party; the message's dedupe key
 * (`p2p-order:<id>:<step>`, the workflow id and the step) is the step's ledger, so a retried
 * activity changes nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, notifications, orders, p2pPayouts } from '../../../db/schema/index.ts';
import { notFound } from '../../../domain/errors.ts';
import { p2pPhaseFromRow, type P2pPhase } from '../../../domain/p2p/p2p-order-state.ts';
import { notifyAccount } from '../../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

/** The workflow id `p2p-order:<id>` and the step. */
export const p2pStepKey = (orderId: string, step: string) => `p2p-order:${orderId}:${step}`;

export const buyerOrderLink = (orderId: string) => `/pharmacy/orders/${orderId}`;
export const sellerSaleLink = (orderId: string) => `/pharmacy/p2p/sales/${orderId}`;

export async function isP2pStepDone(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, key))
    .limit(1);
  return rows.length > 0;
}

/** Locks a p2p order for the transaction; a missing (or not p2p) order is a 404. */
export async function lockP2pOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !order.isP2p) throw notFound('Order');
  return order;
}

export async function accountNameOf(tx: Tx | Database, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? 'The pharmacy';
}

type Notice = { key: string; kind: string; title: string; body: string; details?: Record<string, unknown> };

export function notifyBuyer(tx: Tx, order: OrderRow, notice: Notice): Promise<void> {
  return notifyAccount(tx, {
    accountId: order.pharmacyAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: buyerOrderLink(order.id),
    dedupeKey: notice.key,
    details: { order_id: order.id, order_number: order.number, ...notice.details },
  });
}

export function notifySeller(tx: Tx, order: OrderRow, notice: Notice): Promise<void> {
  return notifyAccount(tx, {
    accountId: order.supplierAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: sellerSaleLink(order.id),
    dedupeKey: notice.key,
    details: { order_id: order.id, order_number: order.number, ...notice.details },
  });
}

/** Where an order stands in its p2p life, read back from its rows (a restarted workflow resumes here). */
export async function p2pPhaseOf(tx: Tx | Database, order: OrderRow): Promise<P2pPhase> {
  const [payout] = await tx
    .select({ status: p2pPayouts.status })
    .from(p2pPayouts)
    .where(eq(p2pPayouts.orderId, order.id));
  return p2pPhaseFromRow({ ...order, payoutStatus: payout?.status ?? null });
}
