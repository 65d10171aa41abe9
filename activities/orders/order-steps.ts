/**
 * What every order transition shares. Each runs in one transaction that locks the order row,
 * changes it, and writes the message to the other party; that message's dedupe key
 * (`order:<id>:<step>`, the workflow id and the step) is the step's ledger: a retried activity
 * finds it and changes nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, notifications, orders } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

export const stepKey = (orderId: string, step: string) => `order:${orderId}:${step}`;

/** Whether the step's message (and so the step) was already written. */
export async function isStepDone(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, key))
    .limit(1);
  return rows.length > 0;
}

/** Locks the order row for the transaction; a missing order is a 404. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order');
  return order;
}

export async function accountName(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? 'The supplier';
}

export const pharmacyOrderLink = (orderId: string) => `/pharmacy/orders/${orderId}`;
export const supplierOrderLink = (orderId: string) => `/suppliers/orders/${orderId}`;

type Notice = { key: string; kind: string; title: string; body: string; details?: Record<string, unknown> };

/** Tells the pharmacy that placed the order (notification pane and /cable). */
export function notifyPharmacy(tx: Tx, order: OrderRow, notice: Notice): Promise<void> {
  return notifyAccount(tx, {
    accountId: order.pharmacyAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: pharmacyOrderLink(order.id),
    dedupeKey: notice.key,
    details: { order_id: order.id, order_number: order.number, ...notice.details },
  });
}

/** Tells the supplier the order was placed with. */
export function notifySupplier(tx: Tx, order: OrderRow, notice: Notice): Promise<void> {
  return notifyAccount(tx, {
    accountId: order.supplierAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: supplierOrderLink(order.id),
    dedupeKey: notice.key,
    details: { order_id: order.id, order_number: order.number, ...notice.details },
  });
}
