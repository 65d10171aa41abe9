/**
 * A supplier's modification that raises a line above what the pharmacy ordered is a proposal
 * (issue 10 "unless the pharmacy accepts"): recorded and sent to the pharmacy, it changes nothing
 * until the pharmacy accepts it, and then it is applied like any modification, with every money
 * rule (credit under the customer lock, the bank transfer's allowance, stock). A later edit, the
 * shipment or a cancellation lapses a pending one.
 */
import { and, eq } from 'drizzle-orm';
import { orderEditProposals, type ProposedEdit } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import type { ModifyOrderInput } from '../../workflows/orders/messages.ts';
import { EDIT_MONEY_MESSAGES } from './edit-money-rules.ts';
import type { PricedEdit } from './order-pricing.ts';
import { notifyPharmacy, type OrderRow, type Tx } from './order-steps.ts';

export type ProposalRow = typeof orderEditProposals.$inferSelect;

/** Whether the supplier's edit raises a line above the quantity the pharmacy ordered. */
export const raisesAboveOrdered = (priced: PricedEdit) =>
  priced.lines.some((l) => l.newQuantity > l.originalQuantity && l.newQuantity > l.quantity);

/** Ends the order's pending proposal (if any) without an answer; answers whether one was pending. */
export async function lapsePendingProposal(
  tx: Tx,
  orderId: string,
  note: string,
  now: Date,
): Promise<boolean> {
  const lapsed = await tx
    .update(orderEditProposals)
    .set({ status: 'lapsed', endNote: note, endedAt: now })
    .where(and(eq(orderEditProposals.orderId, orderId), eq(orderEditProposals.status, 'pending')))
    .returning({ id: orderEditProposals.id });
  return lapsed.length > 0;
}

/** The proposal the `seq`-th edit recorded, for a retried activity. */
export async function findProposalBySeq(tx: Tx, orderId: string, seq: number): Promise<ProposalRow | null> {
  const [row] = await tx
    .select()
    .from(orderEditProposals)
    .where(and(eq(orderEditProposals.orderId, orderId), eq(orderEditProposals.seq, seq)));
  return row ?? null;
}

/** The order's proposal `id`, locked; another order's is a 404. */
export async function lockProposal(tx: Tx, orderId: string, id: string): Promise<ProposalRow> {
  const [row] = await tx
    .select()
    .from(orderEditProposals)
    .where(and(eq(orderEditProposals.id, id), eq(orderEditProposals.orderId, orderId)))
    .for('update');
  if (!row) throw notFound('Proposed change');
  return row;
}

/**
 * Records the supplier's edit as the order's pending proposal (replacing an earlier one) and asks
 * the pharmacy. A card order's total cannot go up, so such a proposal is refused at once.
 */
export async function proposeEdit(
  tx: Tx,
  order: OrderRow,
  step: { key: string; seq: number },
  input: ModifyOrderInput,
  priced: PricedEdit,
  changes: string[],
  now: Date,
): Promise<ProposalRow> {
  if (order.paymentMethod === 'card' && priced.totals.totalCents > order.totalCents)
    throw new DomainError('ORDER_EDIT_CARD_RAISE', EDIT_MONEY_MESSAGES.cardRaise);
  await lapsePendingProposal(tx, order.id, PROPOSAL_MESSAGES.replaced, now);
  const { by: _by, ...edit } = input;
  const [proposal] = await tx
    .insert(orderEditProposals)
    .values({
      orderId: order.id,
      seq: step.seq,
      edit: edit satisfies ProposedEdit,
      changes,
      totalCents: priced.totals.totalCents,
      createdAt: now,
    })
    .returning();
  await notifyPharmacy(tx, order, {
    key: step.key,
    kind: 'order_change_proposed',
    title: `Order #${order.number}: change proposed`,
    body: `The supplier proposes a change to your order #${order.number} (new total ${formatCents(priced.totals.totalCents)}): ${changes.join(' ')} Accept or decline it on the order’s page.`,
    details: { proposal_id: proposal!.id, changes },
  });
  return proposal!;
}
