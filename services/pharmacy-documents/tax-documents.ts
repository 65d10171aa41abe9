/** The pharmacy's tax-exempt and resale certificates (pharmacy-side §2 /pharmacy/tax_documents): keep and delete. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { states, taxDocuments } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { FileStore, StoredUpload } from '../../activities/ports/file-store.ts';
import { deleteQueuedFiles } from '../../activities/files/delete-queued-files.ts';
import { queueFileDeletions } from '../files/file-deletions.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** Records a stored certificate for the account; an unknown state code is a 400 naming `state_code`. */
export async function addTaxDocument(
  db: Database,
  input: {
    accountId: string;
    kind: 'tax_exempt' | 'resale';
    stateCode: string | null;
    file: StoredUpload;
    now: Date;
  },
): Promise<TaxDocumentRow> {
  let stateId: number | null = null;
  if (input.stateCode) {
    const [state] = await db.select({ id: states.id }).from(states).where(eq(states.code, input.stateCode));
    if (!state)
      throw new DomainError('REQUEST_INVALID', 'Please choose a state.', {
        fields: { state_code: ['Please choose a state.'] },
      });
    stateId = state.id;
  }
  const [row] = await db
    .insert(taxDocuments)
    .values({
      accountId: input.accountId,
      kind: input.kind,
      stateId,
      fileName: input.file.fileName,
      fileKey: input.file.fileKey,
      contentType: input.file.contentType,
      sizeBytes: input.file.sizeBytes,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/**
 * Deletes the account's certificate; another account's is not found. Its file is queued for
 * deletion and taken off the usage in the same transaction, then deleted from the store.
 */
export async function deleteTaxDocument(
  deps: { db: Database; files: FileStore },
  input: { accountId: string; id: string; now: Date },
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(taxDocuments)
      .where(and(eq(taxDocuments.id, input.id), eq(taxDocuments.accountId, input.accountId)))
      .returning();
    if (!row) throw notFound('Document');
    return queueFileDeletions(tx, [row], input.now);
  });
  await deleteQueuedFiles(deps, keys);
}
