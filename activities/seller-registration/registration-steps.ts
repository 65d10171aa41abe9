/**
 * The seller-registration workflow's steps (issue 12). Each is one idempotent transaction guarded
 * by the registration's status, so a retried activity changes nothing twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellerRegistrations } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  assertRegistrationDecidable,
  SELLER_REGISTRATION_MESSAGES,
  type SellerRegistrationDecision,
  type SellerRegistrationStatus,
} from '../../domain/seller-registration/registration-review.ts';
import { writeApprovedSeller } from './approved-seller.ts';
import { noticeToApplicant, noticeToSupport } from './registration-notices.ts';
import type { SellerRegistrationRow } from './submit-registration.ts';

async function findRegistration(db: Database, id: string): Promise<SellerRegistrationRow | null> {
  const [row] = await db.select().from(sellerRegistrations).where(eq(sellerRegistrations.id, id));
  return row ?? null;
}

/** The registration as its workflow starts from, or null when gone. */
export async function openSellerRegistration(db: Database, id: string) {
  const row = await findRegistration(db, id);
  return row ? { status: row.status, agreementDocumentId: row.agreementDocumentId } : null;
}

/** Reminds the applicant that the seller agreement waits for its signature. */
export async function remindSellerToSign(db: Database, id: string): Promise<void> {
  const row = await findRegistration(db, id);
  if (row?.status !== 'awaiting_signature') return;
  await noticeToApplicant(db, row, 'sign_reminder', {
    title: 'Your seller agreement waits for your signature',
    body: 'Please sign the seller agreement so support can review your seller registration.',
  });
}

/** awaiting_signature → in_review with the signature's facts; support is told. */
export async function recordSellerAgreementSigned(
  db: Database,
  id: string,
  signed: { documentId: string; signedSha256: string; signedAt: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellerRegistrations)
      .set({
        status: 'in_review',
        agreementDocumentId: signed.documentId,
        signedSha256: signed.signedSha256,
        signedAt: new Date(signed.signedAt),
      })
      .where(and(eq(sellerRegistrations.id, id), eq(sellerRegistrations.status, 'awaiting_signature')))
      .returning();
    if (!row) return; // recorded by an earlier attempt
    await noticeToApplicant(tx, row, 'signed', {
      title: 'Seller agreement signed',
      body: SELLER_REGISTRATION_MESSAGES.signed,
    });
    await noticeToSupport(tx, row, 'in_review', {
      title: `Seller registration to review: ${row.sellerName}`,
      body: 'The seller agreement is signed; the registration waits for your decision.',
    });
  });
}

/** Reminds support of a signed registration still waiting for its decision. */
export async function remindSupportOfSellerRegistration(db: Database, id: string, now: Date): Promise<void> {
  const row = await findRegistration(db, id);
  if (row?.status !== 'in_review') return;
  await db.update(sellerRegistrations).set({ remindedAt: now }).where(eq(sellerRegistrations.id, id));
  await noticeToSupport(db, row, 'review_reminder', {
    title: `Seller registration still waiting: ${row.sellerName}`,
    body: 'A signed seller registration has waited for your decision for a while.',
  });
}

/**
 * Support's decision in one transaction: approved, the pharmacy becomes a seller with its seller
 * shipping settings (the weekday cut-offs of its registration); declined, the reason is kept.
 */
export async function recordSellerRegistrationDecision(
  db: Database,
  id: string,
  decision: SellerRegistrationDecision,
  now: Date,
): Promise<{ status: SellerRegistrationStatus }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sellerRegistrations)
      .where(eq(sellerRegistrations.id, id))
      .for('update');
    if (!current) throw new DomainError('RESOURCE_NOT_FOUND', 'Seller registration not found');
    assertRegistrationDecidable(current.status, decision);
    const approved = decision.decision === 'approve';
    const [row] = await tx
      .update(sellerRegistrations)
      .set({
        status: approved ? 'approved' : 'declined',
        declineReason: approved ? null : decision.reason.trim(),
        decidedByUserId: decision.byUserId,
        decidedAt: now,
      })
      .where(eq(sellerRegistrations.id, id))
      .returning();
    if (approved)
      await writeApprovedSeller(tx, {
        accountId: row!.accountId,
        registrationId: id,
        cutoffs: row!.cutoffs,
        approvedAt: now,
      });
    await noticeToApplicant(tx, row!, approved ? 'approved' : 'declined', {
      title: approved ? 'Seller registration approved' : 'Seller registration declined',
      body: approved
        ? SELLER_REGISTRATION_MESSAGES.approved
        : SELLER_REGISTRATION_MESSAGES.declined(
            decision.decision === 'decline' ? decision.reason.trim() : '',
          ),
    });
    return { status: row!.status };
  });
}
