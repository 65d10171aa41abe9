/**
 * A document the wholesaler uploads to an audit (issue 11): recorded while the audit still waits
 * for its details (the upload closes with required_details_sent). The file is already in the
 * store; when the row is refused the caller deletes it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StoredUpload } from '../../activities/ports/file-store.ts';
import { auditDocuments, audits } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { AUDIT_MOVE_MESSAGES } from '../../domain/audits/audit-moves.ts';

export type StoredAuditDocument = StoredUpload;

export async function addAuditDocument(
  db: Database,
  input: { auditId: string; userId: string; file: StoredAuditDocument; now: Date },
) {
  return db.transaction(async (tx) => {
    const [audit] = await tx
      .select({ status: audits.status })
      .from(audits)
      .where(eq(audits.id, input.auditId))
      .for('update');
    if (audit?.status !== 'requested')
      throw new DomainError('RESOURCE_CONFLICT', AUDIT_MOVE_MESSAGES.documentsClosed);
    const [row] = await tx
      .insert(auditDocuments)
      .values({
        auditId: input.auditId,
        kind: 'uploaded',
        ...input.file,
        uploadedByUserId: input.userId,
        createdAt: input.now,
      })
      .returning();
    return row!;
  });
}
