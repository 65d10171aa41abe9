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

/** The account's name for a message, or `fallback` when the account is gone. */
export async function accountName(
  tx: Tx | Database,
  accountId: string,
  fallback = 'The supplier',
): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? fallback;
}

export const pharmacyOrderLink = (orderId: string) => `/pharmacy/orders/${orderId}`;
export const supplierOrderLink = (orderId: string) => `/suppliers/orders/${orderId}`;

export type OrderNotice = {
  key: string;
  kind: string;
  title: string;
  body: string;
  details?: Record<string, unknown>;
};

/**
 * Tells one party of an order of any seller kind (notification pane and /cable): the buying
 * pharmacy or the seller, with a link to the order's page on that party's side.
 */
export function notifyOrderParty(
  tx: Tx,
  order: OrderRow,
  party: 'buyer' | 'seller',
  link: string,
  notice: OrderNotice,
): Promise<void> {
  return notifyAccount(tx, {
    accountId: party === 'buyer' ? order.pharmacyAccountId : order.supplierAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link,
    dedupeKey: notice.key,
    details: { order_id: order.id, order_number: order.number, ...notice.details },
  });
}

/** Tells the pharmacy that placed the order. */
export const notifyPharmacy = (tx: Tx, order: OrderRow, notice: OrderNotice) =>
  notifyOrderParty(tx, order, 'buyer', pharmacyOrderLink(order.id), notice);

/** Tells the supplier the order was placed with. */
export const notifySupplier = (tx: Tx, order: OrderRow, notice: OrderNotice) =>
  notifyOrderParty(tx, order, 'seller', supplierOrderLink(order.id), notice);
