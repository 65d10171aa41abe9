/**
 * A pharmacy applies to one or many wholesalers (issue 12, `/pharmacy/wholesalers/{ids}/apply`):
 * one application per (pharmacy, wholesaler), written in one transaction; the API then starts each
 * one's workflow and marks `workflow_started_at` (the start-stranded-workflows relay starts any
 * whose start was lost). Applying again finds the application already there. Only wholesalers
 * licensed in a state where the pharmacy has a location take applications from it.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wholesalersLicensedFor } from '../../db/queries/wholesaler-applications.ts';
import { accounts, supplierCustomers, wholesalerApplications } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import {
  APPLICATION_MESSAGES,
  type ApplicationAccountType,
} from '../../domain/wholesaler-applications/applications.ts';
import type { ApplicationRow } from './application-notices.ts';

/** Opens (or finds) the caller's applications to `supplierIds`; an unknown wholesaler is 404, one already buying from 409. */
export async function createWholesalerApplications(
  db: Database,
  input: {
    caller: Caller;
    supplierIds: readonly string[];
    accountType: ApplicationAccountType;
    vawd: boolean;
    now: Date;
    expiryMs: number;
  },
): Promise<ApplicationRow[]> {
  const ids = [...new Set(input.supplierIds)];
  const pharmacyAccountId = input.caller.account.id;
  return db.transaction(async (tx) => {
    const suppliers = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, ids), eq(accounts.kind, 'supplier')));
    if (suppliers.length !== ids.length) throw notFound('Wholesaler');
    const licensed = await wholesalersLicensedFor(tx, pharmacyAccountId);
    if (ids.some((id) => !licensed.has(id)))
      throw new DomainError('LICENCE_MISSING', APPLICATION_MESSAGES.notLicensed);
    const customers = await tx
      .select({ id: supplierCustomers.supplierAccountId })
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
          inArray(supplierCustomers.supplierAccountId, ids),
          eq(supplierCustomers.status, 'approved'),
        ),
      );
    if (customers.length > 0)
      throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.alreadyCustomer);
    await tx
      .insert(wholesalerApplications)
      .values(
        ids.map((supplierAccountId) => ({
          pharmacyAccountId,
          supplierAccountId,
          applicantUserId: input.caller.user.id,
          accountType: input.accountType,
          vawd: input.vawd,
          expiresAt: new Date(input.now.getTime() + input.expiryMs),
          createdAt: input.now,
        })),
      )
      .onConflictDoNothing();
    return tx
      .select()
      .from(wholesalerApplications)
      .where(
        and(
          eq(wholesalerApplications.pharmacyAccountId, pharmacyAccountId),
          inArray(wholesalerApplications.supplierAccountId, ids),
        ),
      );
  });
}

/** Records that these applications' workflows run (the API after its start, the relay after its). */
export async function markApplicationsStarted(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length > 0)
    await db
      .update(wholesalerApplications)
      .set({ workflowStartedAt: now })
      .where(and(inArray(wholesalerApplications.id, ids), isNull(wholesalerApplications.workflowStartedAt)));
}

/** Applications older than `before` whose workflow never started (the relay's). */
export async function listStrandedApplications(db: Database, before: Date) {
  return db
    .select({
      id: wholesalerApplications.id,
      pharmacyAccountId: wholesalerApplications.pharmacyAccountId,
      supplierAccountId: wholesalerApplications.supplierAccountId,
    })
    .from(wholesalerApplications)
    .where(
      and(
        inArray(wholesalerApplications.status, ['draft', 'submitted']),
        isNull(wholesalerApplications.workflowStartedAt),
        lt(wholesalerApplications.createdAt, before),
      ),
    )
    .limit(100);
}
