/**
 * A pharmacy user submits the become-seller form (PUT /pharmacy/become_seller, supplier-side §7):
 * the registration row is written in one transaction; the API then starts its workflow
 * `seller-registration:<userId>` and marks `workflow_started_at` (the start-stranded-workflows
 * relay starts any whose start was lost).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellerRegistrations, type StoredCutoffs, type StoredDriverLicence } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { SELLER_REGISTRATION_MESSAGES } from '../../domain/seller-registration/registration-review.ts';

export type SellerRegistrationRow = typeof sellerRegistrations.$inferSelect;

/** What the route read and checked from the form. */
export type NewSellerRegistration = {
  sellerName: string;
  contactPhone: string;
  driverLicenceEmailed: boolean;
  driverLicences: StoredDriverLicence[];
  cutoffs: StoredCutoffs;
};

/** Writes the registration; one already open or approved for the account is a 409. */
export async function submitSellerRegistration(
  db: Database,
  input: { caller: Caller; registration: NewSellerRegistration; now: Date },
): Promise<SellerRegistrationRow> {
  const { caller, registration, now } = input;
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: sellerRegistrations.id })
      .from(sellerRegistrations)
      .where(
        and(
          eq(sellerRegistrations.accountId, caller.account.id),
          inArray(sellerRegistrations.status, ['awaiting_signature', 'in_review', 'approved']),
        ),
      )
      .for('update');
    if (open) throw new DomainError('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.alreadyOpen);
    const [row] = await tx
      .insert(sellerRegistrations)
      .values({ accountId: caller.account.id, userId: caller.user.id, ...registration, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.alreadyOpen);
    return row;
  });
}

/** Records that these registrations' workflows run (the API after its start, the relay after its). */
export async function markSellerRegistrationsStarted(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(sellerRegistrations)
    .set({ workflowStartedAt: now })
    .where(and(inArray(sellerRegistrations.id, ids), isNull(sellerRegistrations.workflowStartedAt)));
}
