/**
 * A pharmacy sends a request to a supplier that approved it as a customer (issue 11): the row is
 * written in one transaction; the API then starts its workflow `customer-request:<id>` and marks
 * `workflow_started_at` (the start-stranded-workflows relay starts any whose start was lost).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { customerRequests } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import {
  assertRaise,
  REQUEST_MESSAGES,
  requestTimings,
  type CustomerRequestDurations,
  type CustomerRequestKind,
} from '../../domain/customer-requests/requests.ts';
import type { RequestRow } from './request-notices.ts';

/** What a request asks, already checked by the route (cents, days). */
export type NewCustomerRequest = {
  kind: CustomerRequestKind;
  creditIncrease?: boolean;
  termsIncrease?: boolean;
  askedCreditCents?: number | null;
  askedNetDays?: number | null;
  askedDueOnLastDay?: boolean | null;
  askedDueDay?: number | null;
  note?: string | null;
};

/**
 * Writes the pending request; another pending one of the same kind to the same supplier is a 409
 * (one decision at a time), a supplier that has not approved the pharmacy a 404.
 */
export async function createCustomerRequest(
  db: Database,
  input: {
    caller: Caller;
    supplierAccountId: string;
    request: NewCustomerRequest;
    now: Date;
    durations?: CustomerRequestDurations | undefined;
  },
): Promise<RequestRow> {
  const { caller, request, now } = input;
  const customer = await findApprovedCustomer(db, caller, input.supplierAccountId);
  if (!customer) throw notFound('Wholesaler');
  if (request.kind === 'credit_increase')
    assertRaise(customer, {
      creditIncrease: request.creditIncrease ?? false,
      termsIncrease: request.termsIncrease ?? false,
      askedCreditCents: request.askedCreditCents ?? null,
      askedNetDays: request.askedNetDays ?? null,
    });
  const { expiryMs } = requestTimings(input.durations);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: customerRequests.id })
      .from(customerRequests)
      .where(
        and(
          eq(customerRequests.supplierCustomerId, customer.id),
          eq(customerRequests.kind, request.kind),
          eq(customerRequests.status, 'pending'),
        ),
      )
      .for('update');
    if (pending) throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.pendingExists);
    const [row] = await tx
      .insert(customerRequests)
      .values({
        supplierCustomerId: customer.id,
        supplierAccountId: customer.supplierAccountId,
        pharmacyAccountId: customer.pharmacyAccountId,
        createdByUserId: caller.user.id,
        kind: request.kind,
        creditIncrease: request.creditIncrease ?? false,
        termsIncrease: request.termsIncrease ?? false,
        askedCreditCents: request.askedCreditCents ?? null,
        askedNetDays: request.askedNetDays ?? null,
        askedDueOnLastDay: request.askedDueOnLastDay ?? null,
        askedDueDay: request.askedDueDay ?? null,
        note: request.note ?? null,
        expiresAt: new Date(now.getTime() + expiryMs),
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** Records that these requests' workflows run (the API after its start, the relay after its). */
export async function markCustomerRequestsStarted(db: Database, ids: string[], now: Date): Promise<void> {
  for (const id of ids)
    await db
      .update(customerRequests)
      .set({ workflowStartedAt: now })
      .where(and(eq(customerRequests.id, id), isNull(customerRequests.workflowStartedAt)));
}
