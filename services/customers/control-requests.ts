/**
 * A supplier's suspension and disable-controls requests (supplier-side §4, §5 Suspension; §7
 * `POST /api/v1/customers/suspend_requests/{id}`, `POST /api/v1/customers/{id}/disable_controls`
 * and their cancels). The customer row is locked first, so two requests at once cannot both open.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerControlRequests, supplierCustomers } from '../../db/schema/index.ts';
import { SUSPENSION_MESSAGES } from '../../domain/customers/suspension-request.ts';
import { DomainError, notFound } from '../../domain/errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ControlKind = 'suspend' | 'disable_controls';

const conflict = (detail: string) => new DomainError('RESOURCE_CONFLICT', detail);

/** The supplier's own customer, locked; another supplier's is not found. */
async function lockCustomer(tx: Tx, supplierAccountId: string, customerId: string) {
  const [customer] = await tx
    .select()
    .from(supplierCustomers)
    .where(
      and(eq(supplierCustomers.id, customerId), eq(supplierCustomers.supplierAccountId, supplierAccountId)),
    )
    .for('update');
  if (!customer) throw notFound('Customer');
  return customer;
}

async function findPending(tx: Tx, customerId: string, kind: ControlKind) {
  const [row] = await tx
    .select()
    .from(customerControlRequests)
    .where(
      and(
        eq(customerControlRequests.customerId, customerId),
        eq(customerControlRequests.kind, kind),
        eq(customerControlRequests.status, 'pending'),
      ),
    );
  return row ?? null;
}

export type OpenControlRequest = {
  supplierAccountId: string;
  customerId: string;
  userId: string;
  kind: ControlKind;
  reasons?: string[];
  memo?: string | null | undefined;
  message?: string | null | undefined;
};

/** Opens a pending request for support; refused (409) while one is pending or when already in force. */
export async function openControlRequest(db: Database, input: OpenControlRequest): Promise<string> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, input.supplierAccountId, input.customerId);
    const suspend = input.kind === 'suspend';
    if (suspend && customer.status === 'suspended') throw conflict(SUSPENSION_MESSAGES.alreadySuspended);
    if (!suspend && customer.controlsDisabled) throw conflict(SUSPENSION_MESSAGES.controlsAlreadyDisabled);
    if (await findPending(tx, customer.id, input.kind))
      throw conflict(suspend ? SUSPENSION_MESSAGES.alreadyPending : SUSPENSION_MESSAGES.controlsPending);
    const [row] = await tx
      .insert(customerControlRequests)
      .values({
        customerId: customer.id,
        supplierAccountId: input.supplierAccountId,
        kind: input.kind,
        reasons: input.reasons ?? [],
        memo: input.memo || null,
        message: input.message || null,
        requestedByUserId: input.userId,
      })
      .returning({ id: customerControlRequests.id });
    return row!.id;
  });
}

/** Cancels the customer's pending request of that kind; refused (409) when none is pending. */
export async function cancelControlRequest(
  db: Database,
  input: { supplierAccountId: string; customerId: string; userId: string; kind: ControlKind; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, input.supplierAccountId, input.customerId);
    const pending = await findPending(tx, customer.id, input.kind);
    if (!pending)
      throw conflict(
        input.kind === 'suspend' ? SUSPENSION_MESSAGES.noPending : SUSPENSION_MESSAGES.controlsNoPending,
      );
    await tx
      .update(customerControlRequests)
      .set({ status: 'cancelled', decidedByUserId: input.userId, decidedAt: input.now })
      .where(eq(customerControlRequests.id, pending.id));
  });
}
