/**
 * Editing an order before it ships (pharmacy-side §4 Order edit; issue 4 "modified by the
 * supplier, the pharmacy is told what changed"): new quantities and shipping method, the
 * supplier's remove-shipment and remove-card-fee switches, totals recomputed on the server, stock
 * given back or reserved, and the supplier's minimums kept.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { listings, orderItems, orders } from '../../db/schema/index.ts';
import { checkCartQuantity } from '../../domain/cart/quantity-rules.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import {
  assertOrderTransition,
  canEdit,
  describeOrderChanges,
  type OrderStatus,
} from '../../domain/orders/order-state.ts';
import { serviceTypeName } from '../../domain/shipping/shipping-options.ts';
import type { ModifyOrderInput } from '../../workflows/orders/messages.ts';
import {
  isStepDone,
  lockOrder,
  notifyPharmacy,
  notifySupplier,
  stepKey,
  type OrderRow,
  type Tx,
} from './order-steps.ts';
import { applyEditMoneyRules } from './edit-money-rules.ts';
import { assertLicenceAllowsRaise } from './edit-licence-rule.ts';
import {
  findProposalBySeq,
  lapsePendingProposal,
  proposeEdit,
  raisesAboveOrdered,
} from './edit-proposals.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import { netPaidCents, queueRefund } from '../payments/refunds.ts';
import { priceOrderEdit, type PricedEdit, type PricedLine } from './order-pricing.ts';

/** `proposalId`: the edit became a proposal the pharmacy must accept (nothing changed yet). */
export type ModifyResult = {
  status: OrderStatus;
  totalCents: number;
  changes: string[];
  proposalId: string | null;
};

/** Lower quantity gives stock back; higher reserves it with the guarded update checkout uses (409 when short). */
async function adjustStock(tx: Tx, lines: PricedLine[]): Promise<void> {
  const changed = lines
    .filter((l) => l.newQuantity !== l.quantity)
    .sort((a, b) => (a.listingId ?? '').localeCompare(b.listingId ?? ''));
  for (const line of changed) {
    const delta = line.newQuantity - line.quantity;
    if (delta < 0) {
      if (line.listingId)
        await tx
          .update(listings)
          .set({ stock: sql`${listings.stock} + ${-delta}` })
          .where(eq(listings.id, line.listingId));
      continue;
    }
    const reserved = line.listingId
      ? await tx
          .update(listings)
          .set({ stock: sql`${listings.stock} - ${delta}` })
          .where(and(eq(listings.id, line.listingId), gte(listings.stock, delta)))
          .returning({ id: listings.id })
      : [];
    if (reserved.length === 0) {
      throw new DomainError('RESOURCE_CONFLICT', `Not enough stock of ${line.name} to add ${delta} more.`);
    }
  }
}

/** A pharmacy's new quantity keeps to the listing's min-qty, max-qty and p2p max (pharmacy-side §5 Quantity). */
async function checkPharmacyQuantities(tx: Tx, lines: PricedLine[]): Promise<void> {
  for (const line of lines) {
    if (line.newQuantity === line.quantity || line.newQuantity === 0 || !line.listingId) continue;
    const [listing] = await tx
      .select({ minQty: listings.minQty, maxQty: listings.maxQty, p2pMaxQty: listings.p2pMaxQty })
      .from(listings)
      .where(eq(listings.id, line.listingId));
    if (!listing) continue;
    const check = checkCartQuantity({
      quantity: line.newQuantity,
      previousQuantity: line.quantity,
      minQty: listing.minQty,
      maxQty: listing.maxQty,
      p2pMaxQty: listing.p2pMaxQty,
    });
    if (check.kind === 'rejected')
      throw new DomainError('ORDER_QUANTITY_NOT_ALLOWED', `${line.name}: ${check.message}`);
  }
}

/** The sentences the other party reads: line changes, then shipping, fee switches and the new total. */
export function describeEdit(order: OrderRow, priced: PricedEdit): string[] {
  const snapshot = (quantity: (l: PricedLine) => number) =>
    priced.lines.map((l) => ({ lineId: l.id, name: l.name, quantity: quantity(l), unitCents: l.unitCents }));
  const changes = describeOrderChanges(
    snapshot((l) => l.quantity),
    snapshot((l) => l.newQuantity),
  );
  if (priced.shippingMethod !== order.shippingMethod)
    changes.push(
      `Shipping method changed from ${serviceTypeName(order.shippingMethod)} to ${serviceTypeName(priced.shippingMethod)}.`,
    );
  if (priced.removeShipping !== order.removeShipping)
    changes.push(priced.removeShipping ? 'Shipping removed.' : 'Shipping charged again.');
  if (priced.removeCardFee !== order.removeCardFee)
    changes.push(
      priced.removeCardFee ? 'Card processing fee removed.' : 'Card processing fee charged again.',
    );
  if (priced.totals.totalCents !== order.totalCents)
    changes.push(
      `Order total changed from ${formatCents(order.totalCents)} to ${formatCents(priced.totals.totalCents)}.`,
    );
  return changes;
}

/** Checks the edit against the order's status and the supplier's rules, then prices it. */
export async function priceEditFor(
  db: Database,
  tx: Tx,
  order: OrderRow,
  input: ModifyOrderInput,
): Promise<PricedEdit> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const known = new Set(items.map((i) => i.id));
  if (input.items.some((i) => !known.has(i.id))) throw notFound('Order item');
  const settings = await loadCheckoutSettings(db, order.supplierAccountId);
  if (!settings) throw notFound('Supplier');
  const priced = priceOrderEdit(order, items, settings, input);
  if (!priced.lines.some((l) => l.newQuantity > 0)) {
    throw new DomainError('ORDER_EMPTY', 'An order needs at least one item. Cancel the order instead.');
  }
  if (!priced.minimums.met) throw new DomainError('ORDER_BELOW_SUPPLIER_MINIMUM', priced.minimums.message);
  return priced;
}

/**
 * Writes a checked, priced edit: the licence hold and the money rules for a raise, stock, a refund of what a prepaid order now
 * overpays, the lines and the order's totals and `status`; a pending proposal lapses. Answers
 * whether one did.
 */
export async function applyPricedEdit(
  tx: Tx,
  order: OrderRow,
  priced: PricedEdit,
  change: { status: OrderStatus; changes: string[] },
  now: Date,
): Promise<boolean> {
  await assertLicenceAllowsRaise(tx, order, priced, now);
  await applyEditMoneyRules(tx, order, priced, now);
  await adjustStock(tx, priced.lines);
  // A prepaid order that now costs less gives the difference back (the refund outbox).
  const over = (await netPaidCents(tx, order.id)) - priced.totals.totalCents;
  if (over > 0) await queueRefund(tx, order.id, over, 'Order changed', now);
  for (const line of priced.lines.filter((l) => l.newQuantity !== l.quantity)) {
    await tx
      .update(orderItems)
      .set({ quantity: line.newQuantity, totalCents: line.newTotalCents })
      .where(eq(orderItems.id, line.id));
  }
  await tx
    .update(orders)
    .set({
      ...priced.totals,
      status: change.status,
      shippingMethod: priced.shippingMethod,
      removeShipping: priced.removeShipping,
      removeCardFee: priced.removeCardFee,
      changeSummary: change.changes,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  return lapsePendingProposal(tx, order.id, PROPOSAL_MESSAGES.changed, now);
}

/** The order as a retried edit finds it, with the proposal that edit recorded (if it was one). */
async function alreadyDone(tx: Tx, order: OrderRow, seq: number): Promise<ModifyResult> {
  const proposal = await findProposalBySeq(tx, order.id, seq);
  return {
    status: order.status,
    totalCents: order.totalCents,
    changes: proposal?.changes ?? order.changeSummary ?? [],
    proposalId: proposal?.status === 'pending' ? proposal.id : null,
  };
}

/**
 * Applies one edit (the workflow's `seq`-th) once: status, lines, totals, stock and the notice
 * commit together. A supplier's edit that raises a line above what was ordered is recorded as a
 * proposal for the pharmacy instead, and changes nothing yet.
 */
export async function modifyOrder(
  db: Database,
  orderId: string,
  seq: number,
  input: ModifyOrderInput,
  now: Date,
): Promise<ModifyResult> {
  return db.transaction(async (tx) => {
    const key = stepKey(orderId, `modified:${seq}`);
    const order = await lockOrder(tx, orderId);
    if (await isStepDone(tx, key)) return alreadyDone(tx, order, seq);
    const status: OrderStatus = input.by === 'supplier' ? 'modified' : order.status;
    if (input.by === 'supplier') assertOrderTransition(order.status, 'modified');
    else if (order.status !== 'placed' || !canEdit(order.status))
      throw new DomainError(
        'ORDER_INVALID_TRANSITION',
        `This order can no longer be edited: it is ${order.status}.`,
      );
    const priced = await priceEditFor(db, tx, order, input);
    const changes = describeEdit(order, priced);
    if (changes.length === 0) throw new DomainError('ORDER_EDIT_NO_CHANGE', 'Nothing to change.');
    if (input.by === 'supplier' && raisesAboveOrdered(priced)) {
      const proposal = await proposeEdit(tx, order, { key, seq }, input, priced, changes, now);
      return { status: order.status, totalCents: order.totalCents, changes, proposalId: proposal.id };
    }
    if (input.by === 'pharmacy') await checkPharmacyQuantities(tx, priced.lines);
    const lapsed = await applyPricedEdit(tx, order, priced, { status, changes }, now);
    const notice = { key, kind: 'order_modified', details: { changes, modified_by: input.by } };
    if (input.by === 'supplier') {
      await notifyPharmacy(tx, order, {
        ...notice,
        title: `Order #${order.number} modified`,
        body: `The supplier changed your order #${order.number}: ${changes.join(' ')}`,
      });
    } else {
      await notifySupplier(tx, order, {
        ...notice,
        title: `Order #${order.number} changed by the pharmacy`,
        body: `The pharmacy changed order #${order.number}: ${changes.join(' ')}${lapsed ? ` ${PROPOSAL_MESSAGES.lapsedByPharmacy}` : ''}`,
      });
    }
    return { status, totalCents: priced.totals.totalCents, changes, proposalId: null };
  });
}
