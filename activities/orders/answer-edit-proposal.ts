/**
 * The pharmacy's answer to a supplier's proposed change (issue 10): accepted, the change is
 * priced again as the order is now and applied with every money rule, as the workflow's `seq`-th
 * edit; declined, the order stays as it was. Either way the supplier is told. A refusal (credit,
 * stock, minimums) rolls everything back and leaves the proposal waiting.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEditProposals } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import type { AnswerEditProposalInput } from '../../workflows/orders/messages.ts';
import { lockProposal } from './edit-proposals.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import { applyPricedEdit, describeEdit, priceEditFor, type ModifyResult } from './modify-order.ts';
import { accountName, isStepDone, lockOrder, notifySupplier, stepKey } from './order-steps.ts';

export async function answerEditProposal(
  db: Database,
  orderId: string,
  seq: number,
  answer: AnswerEditProposalInput,
  now: Date,
): Promise<ModifyResult> {
  return db.transaction(async (tx) => {
    const key = stepKey(orderId, `modified:${seq}`);
    const order = await lockOrder(tx, orderId);
    const proposal = await lockProposal(tx, orderId, answer.proposalId);
    const result = (changes: string[]): ModifyResult => ({
      status: order.status,
      totalCents: order.totalCents,
      changes,
      proposalId: null,
    });
    if (await isStepDone(tx, key)) return result(proposal.changes);
    if (proposal.status !== 'pending')
      throw new DomainError('RESOURCE_CONFLICT', PROPOSAL_MESSAGES.notPending);
    const pharmacy = await accountName(tx, order.pharmacyAccountId);
    const ended = {
      endedAt: now,
      endNote: null,
      status: answer.accept ? ('accepted' as const) : ('declined' as const),
    };
    if (!answer.accept) {
      await tx.update(orderEditProposals).set(ended).where(eq(orderEditProposals.id, proposal.id));
      await notifySupplier(tx, order, {
        key,
        kind: 'order_change_declined',
        title: `Order #${order.number}: change declined`,
        body: `${pharmacy} declined your proposed change to order #${order.number}; it stays as it was.`,
        details: { proposal_id: proposal.id },
      });
      return result([]);
    }
    assertOrderTransition(order.status, 'modified');
    const priced = await priceEditFor(db, tx, order, { ...proposal.edit, by: 'supplier' });
    const changes = describeEdit(order, priced);
    await applyPricedEdit(tx, order, priced, { status: 'modified', changes }, now);
    await tx.update(orderEditProposals).set(ended).where(eq(orderEditProposals.id, proposal.id));
    await notifySupplier(tx, order, {
      key,
      kind: 'order_change_accepted',
      title: `Order #${order.number}: change accepted`,
      body: `${pharmacy} accepted your proposed change to order #${order.number}: ${changes.join(' ')}`,
      details: { proposal_id: proposal.id, changes },
    });
    return { status: 'modified', totalCents: priced.totals.totalCents, changes, proposalId: null };
  });
}
