/**
 * The pharmacy reports missing proofs of purchase (POST /wholesalers/audits/{id}/notify_support,
 * supplier-side §6 "Support: notified about missing proofs of purchase"): in one transaction the
 * notice joins support's audit queue and the support desk is told in its pane. Allowed once the
 * wholesaler has sent the proofs (docs/decisions.md, audits).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audits, auditSupportNotices } from '../../db/schema/index.ts';
import { assertCanNotifySupport } from '../../domain/audits/audit-moves.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { notifySupportDesk } from '../../activities/audits/audit-steps.ts';

export async function notifySupportAboutAudit(
  db: Database,
  input: { caller: Caller; auditId: string; userComment: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [audit] = await tx.select().from(audits).where(eq(audits.id, input.auditId)).for('update');
    if (!audit) throw new Error(`audit ${input.auditId} not found`);
    assertCanNotifySupport(audit.status);
    const [notice] = await tx
      .insert(auditSupportNotices)
      .values({
        auditId: audit.id,
        kind: 'missing_proofs',
        userComment: input.userComment,
        createdByUserId: input.caller.user.id,
        createdAt: input.now,
      })
      .returning({ id: auditSupportNotices.id });
    await recordAuditEvent(tx, {
      action: 'audit.support_notified',
      actorUserId: input.caller.user.id,
      actorAccountId: input.caller.account.id,
      target: `audit:${audit.id}`,
    });
    await notifySupportDesk(tx, {
      kind: 'audit_missing_proofs',
      title: `Audit #${audit.number}: proofs of purchase are missing`,
      body: input.userComment,
      dedupeKey: `audit-notice:${notice!.id}`,
    });
  });
}
