/**
 * Renewed licences (issue 12 "Licences that stay valid"): the pharmacy uploads the renewed licence
 * with its new expiry (a pending update, at most one per licence); support approves it — the
 * licence's expiry and document move, which lifts the hold — or rejects it with a reason. One
 * decision, taken in one transaction guarded by the update's status.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { licenceUpdates, pharmacyLicences, states } from '../../db/schema/index.ts';
import { daysBetween } from '../../domain/dates.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { LICENCE_MESSAGES } from '../../domain/licences/licence-watch.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import { notifyAccount } from '../../activities/notifications/notify-account.ts';
import type { StoredUpload } from '../../activities/ports/file-store.ts';
import { LICENCES_LINK } from '../../activities/licences/watch-licences.ts';

export type LicenceUpdateRow = typeof licenceUpdates.$inferSelect;

/**
 * Refuses another account's (or an unknown) licence before an upload is read, so its file is never
 * stored nor counted in the caller's quota; submitLicenceUpdate checks again under its lock.
 */
export async function assertOwnLicence(db: Database, licenceId: string, accountId: string): Promise<void> {
  const [licence] = await db
    .select({ id: pharmacyLicences.id })
    .from(pharmacyLicences)
    .where(and(eq(pharmacyLicences.id, licenceId), eq(pharmacyLicences.accountId, accountId)));
  if (!licence) throw notFound('Licence');
}

/** Writes the pending update of the caller's licence; another account's licence is 404, a second pending one 409. */
export async function submitLicenceUpdate(
  db: Database,
  input: { caller: Caller; licenceId: string; newExpiresOn: string; file: StoredUpload; now: Date },
): Promise<LicenceUpdateRow> {
  const { caller, now } = input;
  if (daysBetween(isoDateIn(now, caller.account.timeZone), input.newExpiresOn) <= 0)
    throw new DomainError('REQUEST_INVALID', LICENCE_MESSAGES.expiryNotFuture, {
      fields: { expires_on: [LICENCE_MESSAGES.expiryNotFuture] },
    });
  return db.transaction(async (tx) => {
    const [licence] = await tx
      .select({ id: pharmacyLicences.id })
      .from(pharmacyLicences)
      .where(and(eq(pharmacyLicences.id, input.licenceId), eq(pharmacyLicences.accountId, caller.account.id)))
      .for('update');
    if (!licence) throw notFound('Licence');
    const [row] = await tx
      .insert(licenceUpdates)
      .values({
        licenceId: licence.id,
        accountId: caller.account.id,
        newExpiresOn: input.newExpiresOn,
        fileName: input.file.fileName,
        fileKey: input.file.fileKey,
        contentType: input.file.contentType,
        createdByUserId: caller.user.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('RESOURCE_CONFLICT', LICENCE_MESSAGES.pendingExists);
    return row;
  });
}

export type LicenceUpdateDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** Support's decision on a pending update; approved, the licence's expiry and document move. */
export async function decideLicenceUpdate(
  db: Database,
  input: { id: string; decision: LicenceUpdateDecision; byUserId: string; now: Date },
): Promise<LicenceUpdateRow> {
  return db.transaction(async (tx) => {
    const approved = input.decision.decision === 'approve';
    const [row] = await tx
      .update(licenceUpdates)
      .set({
        status: approved ? 'approved' : 'rejected',
        rejectReason: input.decision.decision === 'reject' ? input.decision.reason : null,
        decidedByUserId: input.byUserId,
        decidedAt: input.now,
      })
      .where(and(eq(licenceUpdates.id, input.id), eq(licenceUpdates.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: licenceUpdates.id })
        .from(licenceUpdates)
        .where(eq(licenceUpdates.id, input.id));
      throw exists
        ? new DomainError('RESOURCE_CONFLICT', LICENCE_MESSAGES.alreadyDecided)
        : notFound('Licence update');
    }
    const [licence] = approved
      ? await tx
          .update(pharmacyLicences)
          .set({ expiresOn: row.newExpiresOn, documentKey: row.fileKey })
          .where(eq(pharmacyLicences.id, row.licenceId))
          .returning()
      : await tx.select().from(pharmacyLicences).where(eq(pharmacyLicences.id, row.licenceId));
    const [state] = licence?.stateId
      ? await tx.select({ code: states.code }).from(states).where(eq(states.id, licence.stateId))
      : [];
    const watched = {
      kind: licence!.kind,
      number: licence!.number,
      stateCode: state?.code ?? null,
      expiresOn: licence!.expiresOn,
    };
    await notifyAccount(tx, {
      accountId: row.accountId,
      kind: approved ? 'licence_update_approved' : 'licence_update_rejected',
      title: approved ? 'Renewed licence approved' : 'Renewed licence rejected',
      body:
        input.decision.decision === 'reject'
          ? LICENCE_MESSAGES.updateRejected(input.decision.reason)
          : LICENCE_MESSAGES.updateApproved(watched),
      link: LICENCES_LINK,
      dedupeKey: `licence-update:${row.id}:decided`,
    });
    return row;
  });
}
