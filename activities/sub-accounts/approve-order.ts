/**
 * A master admin approves an order over its buyer's limit (issue 23): only now is it paid — a card
 * through the charge intents (authorise, then commit with the order, then capture: the payments
 * reconciler finishes whatever a crash leaves), a bank transfer settled by the sandbox bank, terms
 * on the master's credit line — and the order becomes placed, to go on as any order. A card refused
 * at this point cancels the order and gives its stock back: nothing is charged.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentCards, payments, purchaseApprovals } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  APPROVAL_MESSAGES,
  type PurchaseApprovalDecision,
} from '../../domain/sub-accounts/purchase-approval.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  authorizeIntent,
  captureOrLeave,
  findIntentForRequest,
  markIntentCommitted,
  openIntent,
  type ChargeIntent,
} from '../payments/charge-intents.ts';
import type { CardProcessor } from '../ports/card-processor.ts';
import { recordPendingBankTransfer } from '../payments/bank-transfer-steps.ts';
import { lockOrder, notifyPharmacy, type OrderRow, type Tx } from '../orders/order-steps.ts';
import { orderStatusOf, withdrawUnapprovedOrder, type DecisionOutcome } from './approval-steps.ts';

type Deps = { db: Database; cards: CardProcessor; logger: Pick<Logger, 'error'>; now: Date };
type Held = { intent: ChargeIntent; ref: string } | 'refused' | null;

/** The card's authorisation for the order (resumed after a crash), 'refused', or null for other methods. */
async function holdCard(deps: Deps, order: OrderRow): Promise<Held> {
  if (order.paymentMethod !== 'card' || !order.paymentCardId) return null;
  const requestKey = `approval:${order.id}`;
  const found = await findIntentForRequest(deps.db, order.pharmacyAccountId, 'order', requestKey);
  if (found?.status === 'authorized' && found.processorRef) return { intent: found, ref: found.processorRef };
  const [card] = await deps.db
    .select({ token: paymentCards.processorToken })
    .from(paymentCards)
    .where(eq(paymentCards.id, order.paymentCardId));
  if (!card) return 'refused';
  const intent = await openIntent(deps.db, {
    accountId: order.pharmacyAccountId,
    purpose: 'order',
    subjectId: order.id,
    requestKey,
    amountCents: order.totalCents,
    now: deps.now,
  });
  const held = await authorizeIntent(deps, intent, card.token);
  return held.ok ? { intent, ref: held.ref } : 'refused';
}

/** The order's payment, written with its approval: the card's hold or a pending bank transfer. */
async function writePayment(tx: Tx, order: OrderRow, held: Held, now: Date) {
  const payment = {
    payerAccountId: order.pharmacyAccountId,
    payeeAccountId: order.supplierAccountId,
    orderId: order.id,
    amountCents: order.totalCents,
  };
  if (held && held !== 'refused') {
    await tx.insert(payments).values({
      ...payment,
      status: 'authorized',
      method: 'card',
      paymentCardId: order.paymentCardId,
      processorRef: held.ref,
    });
    await markIntentCommitted(tx, held.intent.id, now);
  }
  // A pending transfer, as at placement: the stranded-workflows relay starts its bank-transfer
  // workflow (issue 23), which asks the bank and waits for it to settle.
  if (order.paymentMethod === 'bank_transfer' && order.bankAccountId)
    await recordPendingBankTransfer(tx, { ...payment, bankAccountId: order.bankAccountId });
}

/** Records the approval and takes the payment; answers the order's status after it. */
export async function approvePurchase(
  deps: Deps,
  orderId: string,
  decision: PurchaseApprovalDecision,
): Promise<DecisionOutcome> {
  const [current] = await deps.db
    .select({ approval: purchaseApprovals, order: orders })
    .from(purchaseApprovals)
    .innerJoin(orders, eq(orders.id, purchaseApprovals.orderId))
    .where(eq(purchaseApprovals.orderId, orderId));
  if (!current) throw new DomainError('RESOURCE_NOT_FOUND', APPROVAL_MESSAGES.notFound);
  if (current.approval.status === 'approved')
    return { status: 'approved', orderStatus: orderStatusOf(current.order) };
  if (current.approval.status !== 'pending')
    throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.decided(current.approval.status));
  const held = await holdCard(deps, current.order);
  const outcome = await deps.db.transaction(async (tx): Promise<DecisionOutcome> => {
    const [row] = await tx
      .select()
      .from(purchaseApprovals)
      .where(eq(purchaseApprovals.orderId, orderId))
      .for('update');
    const order = await lockOrder(tx, orderId);
    // Decided meanwhile: an authorisation left uncommitted is voided by the payments reconciler.
    if (row!.status !== 'pending')
      throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.decided(row!.status));
    await tx
      .update(purchaseApprovals)
      .set({ status: 'approved', decidedByUserId: decision.userId, decidedAt: deps.now })
      .where(and(eq(purchaseApprovals.orderId, orderId), eq(purchaseApprovals.status, 'pending')));
    if (held === 'refused') {
      await withdrawUnapprovedOrder(tx, order, 'card_refused', deps.now);
      return { status: 'approved', orderStatus: 'cancelled' };
    }
    await writePayment(tx, order, held, deps.now);
    await tx.update(orders).set({ status: 'placed', updatedAt: deps.now }).where(eq(orders.id, orderId));
    await notifyPharmacy(tx, order, {
      key: `purchase-approval:${orderId}:buyer-approved`,
      kind: 'purchase_approved',
      title: `Order #${order.number} approved`,
      body: `Your master account approved order #${order.number}: it goes to the supplier.`,
    });
    return { status: 'approved', orderStatus: 'placed' };
  });
  if (held && held !== 'refused') await captureOrLeave(deps, { ...held.intent, processorRef: held.ref });
  return outcome;
}
