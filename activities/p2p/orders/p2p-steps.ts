/**
 * What every p2p order step shares (issue 13). Each step is one transaction that locks the order
 * row and writes the message to the other party; the message's dedupe key
 * (`p2p-order:<id>:<step>`, the workflow id and the step) is the step's ledger, so a retried
 * activity changes nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { p2pPayouts } from '../../../db/schema/index.ts';
import { notFound } from '../../../domain/errors.ts';
import { p2pPhaseFromRow, type P2pPhase } from '../../../domain/p2p/p2p-order-state.ts';
import {
  lockOrder,
  notifyOrderParty,
  pharmacyOrderLink,
  type OrderNotice,
  type OrderRow,
  type Tx,
} from '../../orders/order-steps.ts';

/** The workflow id `p2p-order:<id>` and the step. */
export const p2pStepKey = (orderId: string, step: string) => `p2p-order:${orderId}:${step}`;

export const sellerSaleLink = (orderId: string) => `/pharmacy/p2p/sales/${orderId}`;

/** Locks a p2p order for the transaction; a missing (or not p2p) order is a 404. */
export async function lockP2pOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order.isP2p) throw notFound('Order');
  return order;
}

/** Tells the buying pharmacy, linking its order page. */
export const notifyBuyer = (tx: Tx, order: OrderRow, notice: OrderNotice) =>
  notifyOrderParty(tx, order, 'buyer', pharmacyOrderLink(order.id), notice);

/** Tells the selling pharmacy, linking its sale page. */
export const notifySeller = (tx: Tx, order: OrderRow, notice: OrderNotice) =>
  notifyOrderParty(tx, order, 'seller', sellerSaleLink(order.id), notice);

/** Where an order stands in its p2p life, read back from its rows (a restarted workflow resumes here). */
export async function p2pPhaseOf(tx: Tx | Database, order: OrderRow): Promise<P2pPhase> {
  const [payout] = await tx
    .select({ status: p2pPayouts.status })
    .from(p2pPayouts)
    .where(eq(p2pPayouts.orderId, order.id));
  return p2pPhaseFromRow({ ...order, payoutStatus: payout?.status ?? null });
}
