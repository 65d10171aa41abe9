/**
 * The steps of the wholesaler-application workflow (issue 12), each one idempotent transaction:
 * open, save the details (and prepare the agreement to sign), record the signature, submit with
 * the voided cheque, record the decision (on approval the supplier_customers relationship in the
 * same transaction), remind, expire.
 */
import { eq } from 'drizzle-orm';
import {
  accounts,
  signatureDocuments,
  supplierCustomers,
  wholesalerApplications,
} from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { wholesalerAgreementContent } from '../../domain/wholesaler-applications/agreement.ts';
import {
  assertApprovalTermsFit,
  APPLICATION_MESSAGES,
  type ApplicationDecision,
  type ApplicationStatus,
  wholesalerApplicationWorkflowId,
} from '../../domain/wholesaler-applications/applications.ts';
import type { ApplicationDetails } from '../../domain/wholesaler-applications/details.ts';
import type { OpenedApplication, VoidedCheque } from '../../workflows/wholesaler-applications/messages.ts';
import { prepareAgreement, type EsignDeps } from '../esign/prepare-agreement.ts';
import { applicationNotice, type ApplicationRow, type Tx } from './application-notices.ts';

async function lockRow(tx: Tx, id: string): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(wholesalerApplications)
    .where(eq(wholesalerApplications.id, id))
    .for('update');
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', `${APPLICATION_MESSAGES.notFound} not found`);
  return row;
}

/** The application as its workflow starts from, or null when gone. */
export async function openWholesalerApplication(
  deps: EsignDeps,
  id: string,
): Promise<OpenedApplication | null> {
  const [row] = await deps.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id));
  if (!row) return null;
  return {
    status: row.status,
    supplierAccountId: row.supplierAccountId,
    pharmacyAccountId: row.pharmacyAccountId,
    detailsSaved: row.details !== null,
    agreementDocumentId: row.agreementDocumentId,
    agreementSigned: row.agreementSignedAt !== null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    reminded: row.remindedAt !== null,
  };
}

/**
 * Step 1: keeps the applicant's data and, unless the agreement is signed already, prepares it with
 * that data (an unsigned earlier one is cancelled: the document signed is the one with the data).
 */
export async function saveApplicationDetails(
  deps: EsignDeps,
  id: string,
  move: { userId: string; details: ApplicationDetails },
) {
  const [row] = await deps.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id));
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', `${APPLICATION_MESSAGES.notFound} not found`);
  const signed = row.agreementSignedAt !== null;
  let documentId = row.agreementDocumentId;
  if (!signed) {
    if (documentId)
      await deps.db
        .update(signatureDocuments)
        .set({ status: 'cancelled' })
        .where(eq(signatureDocuments.id, documentId));
    const names = await deps.db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, row.supplierAccountId))
      .union(
        deps.db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, row.pharmacyAccountId)),
      );
    const nameOf = (accountId: string) => names.find((n) => n.id === accountId)?.name ?? '';
    const content = wholesalerAgreementContent({
      supplierName: nameOf(row.supplierAccountId),
      pharmacyName: nameOf(row.pharmacyAccountId),
      accountType: row.accountType,
      details: move.details,
    });
    ({ documentId } = await prepareAgreement(deps, {
      ...content,
      accountId: row.pharmacyAccountId,
      signerUserId: move.userId,
      kind: 'wholesaler_agreement',
      subjectId: id,
      workflowId: wholesalerApplicationWorkflowId(row.pharmacyAccountId, row.supplierAccountId),
      returnPath: `/pharmacy/wholesalers/${row.supplierAccountId}/apply?account_type=${row.accountType}`,
    }));
  }
  await deps.db
    .update(wholesalerApplications)
    .set({ details: move.details, agreementDocumentId: documentId, applicantUserId: move.userId })
    .where(eq(wholesalerApplications.id, id));
  return { detailsSaved: true, agreementDocumentId: documentId, agreementSigned: signed };
}

/** The agreement is signed (the signal or a re-read): the wizard moves to the voided cheque. */
export async function recordAgreementSigned(deps: EsignDeps, id: string, documentId: string): Promise<void> {
  const [doc] = await deps.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
  await deps.db
    .update(wholesalerApplications)
    .set({ agreementSignedAt: doc?.signedAt ?? deps.now() })
    .where(eq(wholesalerApplications.id, id));
}

/** Step 3: the voided cheque; the application goes to the wholesaler, which is told. */
export async function submitWholesalerApplication(
  deps: EsignDeps,
  id: string,
  cheque: VoidedCheque,
  expiryMs: number,
) {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + expiryMs);
  return deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status === 'submitted' && row.chequeKey === cheque.fileKey)
      return { status: row.status, expiresAt: row.expiresAt.toISOString() };
    if (row.status !== 'draft')
      throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.notDraft(row.status));
    const [updated] = await tx
      .update(wholesalerApplications)
      .set({
        status: 'submitted',
        chequeKey: cheque.fileKey,
        chequeFileName: cheque.fileName,
        chequeContentType: cheque.contentType,
        chequeSizeBytes: cheque.sizeBytes,
        submittedAt: now,
        expiresAt,
      })
      .where(eq(wholesalerApplications.id, id))
      .returning();
    await applicationNotice(tx, updated!, 'supplier', 'submitted', (n) => ({
      title: 'New customer application',
      body: `${n.pharmacy} applied to become your customer.`,
    }));
    return { status: 'submitted' as const, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Records a validated decision once; on approval the pharmacy becomes the supplier's approved
 * customer with the credit and net days given, in the same transaction. Both sides are told.
 */
export async function recordApplicationDecision(
  deps: EsignDeps,
  id: string,
  decision: ApplicationDecision,
): Promise<{ status: ApplicationStatus }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status === decision.decision && row.decidedByUserId === decision.userId)
      return { status: row.status };
    if (row.status !== 'submitted')
      throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.decided(row.status));
    const approved = decision.decision === 'approved';
    // Credit and net days are asked and stored for a net-terms account only (issue 22).
    if (approved) assertApprovalTermsFit(row.accountType, decision);
    const [updated] = await tx
      .update(wholesalerApplications)
      .set({
        status: decision.decision,
        decidedByUserId: decision.userId,
        decidedAt: now,
        decidedCreditCents: approved ? (decision.creditCents ?? null) : null,
        decidedNetDays: approved ? (decision.netDays ?? null) : null,
        declineReason: approved ? null : decision.reason!.trim(),
      })
      .where(eq(wholesalerApplications.id, id))
      .returning();
    if (approved) {
      // The account the pharmacy applied for: only a net-terms account may buy on terms (issue 22);
      // a COD or card account gets no credit (its net days stay the column's unused default).
      const terms = {
        status: 'approved' as const,
        accountType: row.accountType,
        creditAllocatedCents: decision.creditCents ?? 0,
        ...(decision.netDays === undefined ? {} : { netDays: decision.netDays }),
        approvedAt: now,
      };
      await tx
        .insert(supplierCustomers)
        .values({
          supplierAccountId: row.supplierAccountId,
          pharmacyAccountId: row.pharmacyAccountId,
          ...terms,
        })
        .onConflictDoUpdate({
          target: [supplierCustomers.supplierAccountId, supplierCustomers.pharmacyAccountId],
          set: terms,
        });
    }
    const text = (n: { supplier: string; pharmacy: string }) => ({
      title: `Wholesaler application ${decision.decision}`,
      body: approved
        ? `${n.supplier} approved ${n.pharmacy} as a customer.`
        : `${n.supplier} declined the application of ${n.pharmacy}: ${decision.reason!.trim()}`,
    });
    await applicationNotice(tx, updated!, 'pharmacy', 'decided', text);
    await applicationNotice(tx, updated!, 'supplier', 'decided', text);
    return { status: decision.decision };
  });
}

/** Reminds the wholesaler of a submitted application still undecided, once. */
export async function remindWholesalerApplication(deps: EsignDeps, id: string): Promise<{ sent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status !== 'submitted' || row.remindedAt !== null) return { sent: false };
    await tx
      .update(wholesalerApplications)
      .set({ remindedAt: deps.now() })
      .where(eq(wholesalerApplications.id, id));
    await applicationNotice(tx, row, 'supplier', 'reminder', (n) => ({
      title: 'A customer application awaits your decision',
      body: `${n.pharmacy} is still waiting for your answer.`,
    }));
    return { sent: true };
  });
}

/** Expires an application nobody finished or decided, once; both sides are told. */
export async function expireWholesalerApplication(
  deps: EsignDeps,
  id: string,
): Promise<{ status: ApplicationStatus }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.status !== 'draft' && row.status !== 'submitted') return { status: row.status };
    const [updated] = await tx
      .update(wholesalerApplications)
      .set({ status: 'expired' })
      .where(eq(wholesalerApplications.id, id))
      .returning();
    const text = (n: { supplier: string }) => ({
      title: 'Wholesaler application expired',
      body: `The application to ${n.supplier} was not completed in time.`,
    });
    await applicationNotice(tx, updated!, 'pharmacy', 'expired', text);
    if (row.status === 'submitted') await applicationNotice(tx, updated!, 'supplier', 'expired', text);
    return { status: 'expired' as const };
  });
}
