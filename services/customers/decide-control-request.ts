/**
 * Support decides a suspension or disable-controls request (supplier-side §4). Approving a
 * suspension suspends the customer with the request's reasons (checkout then refuses and says
 * why); approving disable-controls stops scheduled lines for the customer. One transaction; a
 * request decided or cancelled already is refused (409) with nothing changed. Both the supplier
 * and the pharmacy are told in their notification panes.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, customerControlRequests, supplierCustomers } from '../../db/schema/index.ts';
import { describeSuspension } from '../../domain/customers/suspension-request.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { notifyAccount } from '../../activities/notifications/notify-account.ts';

export type ControlDecision = 'approve' | 'decline';

export const DECISION_MESSAGES = {
  approved: 'Request approved.',
  declined: 'Request declined.',
  alreadyDecided: (status: string) => `This request is already ${status}.`,
} as const;

const KIND_TEXT = { suspend: 'suspension', disable_controls: 'disable controlled substances' } as const;

/** Records support's decision and applies an approval to the customer, in one transaction. */
export async function decideControlRequest(
  db: Database,
  input: { requestId: string; decision: ControlDecision; userId: string; now: Date },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(customerControlRequests)
      .where(eq(customerControlRequests.id, input.requestId))
      .for('update');
    if (!request) throw notFound('Request');
    if (request.status !== 'pending')
      throw new DomainError('RESOURCE_CONFLICT', DECISION_MESSAGES.alreadyDecided(request.status));
    const approved = input.decision === 'approve';
    await tx
      .update(customerControlRequests)
      .set({
        status: approved ? 'approved' : 'declined',
        decidedByUserId: input.userId,
        decidedAt: input.now,
      })
      .where(eq(customerControlRequests.id, request.id));
    const change =
      request.kind === 'suspend'
        ? { status: 'suspended' as const, suspensionReason: describeSuspension(request) }
        : { controlsDisabled: true };
    const [customer] = approved
      ? await tx
          .update(supplierCustomers)
          .set(change)
          .where(eq(supplierCustomers.id, request.customerId))
          .returning()
      : [];
    const [supplier] = await tx
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, request.supplierAccountId));
    const what = KIND_TEXT[request.kind];
    const verdict = approved ? 'approved' : 'declined';
    await notifyAccount(tx, {
      accountId: request.supplierAccountId,
      kind: `customer_${request.kind}_${verdict}`,
      title: `Your ${what} request was ${verdict}`,
      body: `Support ${verdict} your ${what} request.`,
      link: `/suppliers/customers/view/${request.customerId}`,
      dedupeKey: `control-request:${request.id}:supplier`,
    });
    if (approved && customer) {
      await notifyAccount(tx, {
        accountId: customer.pharmacyAccountId,
        kind: `customer_${request.kind}`,
        title:
          request.kind === 'suspend'
            ? `${supplier?.name ?? 'A supplier'} suspended your account`
            : `${supplier?.name ?? 'A supplier'} disabled controlled substances for your account`,
        body:
          request.kind === 'suspend'
            ? (customer.suspensionReason ?? '')
            : 'Scheduled products cannot be ordered.',
        dedupeKey: `control-request:${request.id}:pharmacy`,
      });
    }
    return { message: approved ? DECISION_MESSAGES.approved : DECISION_MESSAGES.declined };
  });
}
