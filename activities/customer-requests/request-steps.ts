/**
 * The steps of the customer-request workflow (issue 11), each one idempotent transaction: open
 * (read the row, tell the supplier once), record the decision (the row and the customer's new
 * terms together, both sides told), record the pharmacy's withdrawal, remind the supplier, expire.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerRequests, supplierCustomers } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  approvedTermsOf,
  REQUEST_MESSAGES,
  type CustomerRequestDecision,
  type CustomerRequestStatus,
  type CustomerRequestWithdrawal,
} from '../../domain/customer-requests/requests.ts';
import type { OpenedCustomerRequest } from '../../workflows/customer-requests/messages.ts';
import { noticeTo, type RequestRow, type Tx } from './request-notices.ts';

async function lockRow(tx: Tx, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(customerRequests).where(eq(customerRequests.id, id)).for('update');
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', REQUEST_MESSAGES.notFound);
  return row;
}

/** The request as its workflow starts from (null when gone); a pending one is announced to the supplier once. */
export async function openCustomerRequest(db: Database, id: string): Promise<OpenedCustomerRequest | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerRequests).where(eq(customerRequests.id, id));
    if (!row) return null;
    if (row.status === 'pending')
      await noticeTo(tx, row, 'supplier', 'received', (n) => ({
        title: `New ${n.what} request`,
        body: `${n.pharmacy} asks for a ${n.what}.`,
      }));
    return {
      kind: row.kind,
      status: row.status,
      supplierAccountId: row.supplierAccountId,
      pharmacyAccountId: row.pharmacyAccountId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      reminded: row.remindedAt !== null,
    };
  });
}

/**
 * Records a validated decision once: the request's status and decided terms, and on approval the
 * customer's new terms in supplier_customers, in the same transaction; both sides are told.
 */
export async function recordCustomerRequestDecision(
  db: Database,
  id: string,
  decision: CustomerRequestDecision,
  now: Date,
): Promise<{ status: CustomerRequestStatus }> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status === decision.decision && row.decidedByUserId === decision.userId)
      return { status: row.status };
    if (row.status !== 'pending')
      throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.decided(row.status));
    const terms = decision.decision === 'approved' ? approvedTermsOf(row, decision) : {};
    const [updated] = await tx
      .update(customerRequests)
      .set({
        status: decision.decision,
        decidedByUserId: decision.userId,
        decidedAt: now,
        decidedCreditCents: terms.creditAllocatedCents ?? null,
        decidedNetDays: terms.netDays ?? null,
        decidedDueOnLastDay: terms.invoicesDueOnLastDay ?? null,
        decidedDueDay: terms.invoicesDueDay ?? null,
        declineReason: decision.decision === 'declined' ? (decision.reason?.trim() ?? null) : null,
      })
      .where(eq(customerRequests.id, id))
      .returning();
    if (Object.keys(terms).length > 0)
      await tx.update(supplierCustomers).set(terms).where(eq(supplierCustomers.id, row.supplierCustomerId));
    const reason = updated!.declineReason ? ` Reason: ${updated!.declineReason}` : '';
    const text = (n: { supplier: string; what: string }) => ({
      title: `${n.what[0]!.toUpperCase()}${n.what.slice(1)} request ${decision.decision}`,
      body: `${n.supplier} ${decision.decision} the ${n.what} request.${reason}`,
    });
    await noticeTo(tx, updated!, 'pharmacy', 'decided', text);
    await noticeTo(tx, updated!, 'supplier', 'decided', text);
    return { status: decision.decision };
  });
}

/** The pharmacy withdraws its pending request, once (a retry finds it withdrawn); the supplier is told. */
export async function recordCustomerRequestWithdrawal(
  db: Database,
  id: string,
  withdrawal: CustomerRequestWithdrawal,
  now: Date,
): Promise<{ status: CustomerRequestStatus }> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status === 'withdrawn' && row.decidedByUserId === withdrawal.userId)
      return { status: row.status };
    if (row.status !== 'pending')
      throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.decided(row.status));
    const [updated] = await tx
      .update(customerRequests)
      .set({ status: 'withdrawn', decidedByUserId: withdrawal.userId, decidedAt: now })
      .where(eq(customerRequests.id, id))
      .returning();
    await noticeTo(tx, updated!, 'supplier', 'withdrawn', (n) => ({
      title: `A ${n.what} request was withdrawn`,
      body: `${n.pharmacy} withdrew its ${n.what} request.`,
    }));
    return { status: 'withdrawn' as const };
  });
}

/** Reminds the supplier of a request still pending, once. */
export async function remindCustomerRequest(db: Database, id: string, now: Date): Promise<{ sent: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status !== 'pending' || row.remindedAt !== null) return { sent: false };
    await tx.update(customerRequests).set({ remindedAt: now }).where(eq(customerRequests.id, id));
    await noticeTo(tx, row, 'supplier', 'reminder', (n) => ({
      title: `A ${n.what} request awaits your decision`,
      body: `${n.pharmacy} is still waiting for your answer.`,
    }));
    return { sent: true };
  });
}

/** Expires a request nobody decided, once; both sides are told. A decided one stays as it is. */
export async function expireCustomerRequest(
  db: Database,
  id: string,
): Promise<{ status: CustomerRequestStatus }> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status !== 'pending') return { status: row.status };
    const [updated] = await tx
      .update(customerRequests)
      .set({ status: 'expired' })
      .where(eq(customerRequests.id, id))
      .returning();
    const text = (n: { pharmacy: string; what: string }) => ({
      title: `A ${n.what} request expired`,
      body: `The ${n.what} request of ${n.pharmacy} was not decided in time.`,
    });
    await noticeTo(tx, updated!, 'pharmacy', 'expired', text);
    await noticeTo(tx, updated!, 'supplier', 'expired', text);
    return { status: 'expired' as const };
  });
}
