/**
 * The audit workflow's steps (issue 11), each one idempotent transaction: read the audit, write
 * the wholesaler's answer (the generated proofs PDF, the status, the pharmacy told), its
 * completion, the deadline reminder and the escalation to support. A step that already happened
 * changes nothing the second time.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, auditDocuments, audits, auditSupportNotices } from '../../db/schema/index.ts';
import type { AuditStatus } from '../../domain/audits/audit-moves.ts';
import { isoDate } from '../../domain/dates.ts';
import { recordAuditEvent } from '../audit.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { newFileKey, type FileStore } from '../ports/file-store.ts';
import { proofsOfPurchasePdf } from './proofs-pdf.ts';

export type AuditStepDeps = { db: Database; files: FileStore; now: () => Date };

const PHARMACY_LINK = (id: string) =>
  `/pharmacy/wholesalers/audits?show_proofs_of_purchases_dialog=1&id=${id}`;
const SUPPLIER_LINK = '/suppliers/customers/audits';
const SUPPORT_LINK = '/support/audit_notices';

/** The audit for its workflow (null when the row is gone). */
export async function openAudit(
  db: Database,
  auditId: string,
): Promise<{ status: AuditStatus; supplierAccountId: string } | null> {
  const [row] = await db
    .select({ status: audits.status, supplierAccountId: audits.supplierAccountId })
    .from(audits)
    .where(eq(audits.id, auditId));
  return row ?? null;
}

/** Stores the generated proofs PDF once per audit (a second run finds it there). */
async function storeProofsPdf(deps: AuditStepDeps, auditId: string, number: number): Promise<void> {
  const [existing] = await deps.db
    .select({ id: auditDocuments.id })
    .from(auditDocuments)
    .where(and(eq(auditDocuments.auditId, auditId), eq(auditDocuments.kind, 'generated')));
  if (existing) return;
  const { pdf } = await proofsOfPurchasePdf(deps.db, auditId, isoDate(deps.now()));
  const fileKey = newFileKey('audit_documents', 'pdf');
  const sizeBytes = await deps.files.put(fileKey, pdf);
  const [row] = await deps.db
    .insert(auditDocuments)
    .values({
      auditId,
      kind: 'generated',
      fileName: `proofs-of-purchase-audit-${number}.pdf`,
      contentType: 'application/pdf',
      fileKey,
      sizeBytes,
    })
    .onConflictDoNothing()
    .returning({ id: auditDocuments.id });
  if (!row) await deps.files.delete(fileKey); // an earlier attempt stored it meanwhile
}

/** requested → required_details_sent: the proofs PDF written, the pharmacy told. */
export async function recordAuditDetailsSent(deps: AuditStepDeps, auditId: string, userId: string) {
  const [audit] = await deps.db.select().from(audits).where(eq(audits.id, auditId));
  if (!audit) throw new Error(`audit ${auditId} not found`);
  await storeProofsPdf(deps, auditId, audit.number);
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(audits)
      .set({ status: 'required_details_sent', detailsSentAt: deps.now() })
      .where(and(eq(audits.id, auditId), eq(audits.status, 'requested')))
      .returning({ id: audits.id });
    if (!moved) return; // written by an earlier attempt
    await recordAuditEvent(tx, {
      action: 'audit.required_details_sent',
      actorUserId: userId,
      actorAccountId: audit.supplierAccountId,
      target: `audit:${auditId}`,
    });
    await notifyAccount(tx, {
      accountId: audit.pharmacyAccountId,
      kind: 'audit_details_sent',
      title: `Audit #${audit.number}: the proofs of purchase are ready`,
      body: 'Your wholesaler sent the required details of your audit. Download the proofs of purchase.',
      link: PHARMACY_LINK(auditId),
      dedupeKey: `audit:${auditId}:details-sent`,
    });
  });
}

/** → completed: the pharmacy told. */
export async function recordAuditCompleted(deps: AuditStepDeps, auditId: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    const [audit] = await tx
      .update(audits)
      .set({ status: 'completed', completedAt: deps.now() })
      .where(and(eq(audits.id, auditId), ne(audits.status, 'completed')))
      .returning();
    if (!audit) return;
    await recordAuditEvent(tx, {
      action: 'audit.completed',
      actorUserId: userId,
      actorAccountId: audit.supplierAccountId,
      target: `audit:${auditId}`,
    });
    await notifyAccount(tx, {
      accountId: audit.pharmacyAccountId,
      kind: 'audit_completed',
      title: `Audit #${audit.number} is completed`,
      body: 'Your wholesaler marked the audit as completed.',
      link: PHARMACY_LINK(auditId),
      dedupeKey: `audit:${auditId}:completed`,
    });
  });
}

/** Reminds the wholesaler that the auditor's deadline is near (once). */
export async function remindAuditDeadline(deps: AuditStepDeps, auditId: string) {
  await deps.db.transaction(async (tx) => {
    const [audit] = await tx
      .update(audits)
      .set({ remindedAt: deps.now() })
      .where(and(eq(audits.id, auditId), isNull(audits.remindedAt)))
      .returning();
    if (!audit) return;
    await notifyAccount(tx, {
      accountId: audit.supplierAccountId,
      kind: 'audit_deadline_near',
      title: `Audit #${audit.number}: the auditor's deadline is near`,
      body: `Please send the required details before ${audit.dueAt.toISOString().slice(0, 10)}.`,
      link: SUPPLIER_LINK,
      dedupeKey: `audit:${auditId}:reminder`,
    });
  });
}

/** The deadline passed unanswered: support's queue gets a notice and the support desk is told (once). */
export async function escalateAuditDeadline(deps: AuditStepDeps, auditId: string) {
  await deps.db.transaction(async (tx) => {
    const [audit] = await tx
      .update(audits)
      .set({ escalatedAt: deps.now() })
      .where(and(eq(audits.id, auditId), isNull(audits.escalatedAt)))
      .returning();
    if (!audit) return;
    await tx.insert(auditSupportNotices).values({ auditId, kind: 'deadline_passed' }).onConflictDoNothing();
    await notifySupportDesk(tx, {
      kind: 'audit_deadline_passed',
      title: `Audit #${audit.number}: the auditor's deadline passed`,
      body: 'The wholesaler has not sent the required details in time.',
      dedupeKey: `audit:${auditId}:escalated`,
    });
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tells every support account (the support desk) in its notification pane. */
export async function notifySupportDesk(
  tx: Tx,
  notice: { kind: string; title: string; body: string; dedupeKey: string },
) {
  const desks = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, 'support'));
  for (const desk of desks)
    await notifyAccount(tx, {
      accountId: desk.id,
      ...notice,
      link: SUPPORT_LINK,
      dedupeKey: `${notice.dedupeKey}:${desk.id}`,
    });
}
