/**
 * Prepares a document for the product's own e-signature (issue 12): renders the agreement with the
 * applicant's data as a PDF, keeps it in the file store with its SHA-256, and writes the
 * `signature_documents` row with a `requested` event. Called by the workflow that will wait for
 * the signature (its id is `workflowId`); a retry finds the document it already prepared.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signatureDocuments, signatureEvents } from '../../db/schema/index.ts';
import { isSafeReturnPath, type SignatureDocumentKind } from '../../domain/esign/signatures.ts';
import type { FileStore } from '../ports/file-store.ts';
import { renderAgreementPdf, type AgreementContent } from './agreement-pdf.ts';
import { sha256Of } from './stored-bytes.ts';

/** What the e-signature activities need. */
export type EsignDeps = { db: Database; files: FileStore; now: () => Date };

export type PrepareAgreementInput = AgreementContent & {
  accountId: string;
  signerUserId: string;
  kind: SignatureDocumentKind;
  subjectId: string;
  workflowId: string;
  returnPath: string;
};

/** Renders, stores and records the agreement to sign; answers its id (the same one on a retry). */
export async function prepareAgreement(
  deps: EsignDeps,
  input: PrepareAgreementInput,
): Promise<{ documentId: string }> {
  if (!isSafeReturnPath(input.returnPath)) throw new Error(`Unsafe return path: ${input.returnPath}`);
  const [existing] = await deps.db
    .select({ id: signatureDocuments.id })
    .from(signatureDocuments)
    .where(
      and(
        eq(signatureDocuments.subjectId, input.subjectId),
        eq(signatureDocuments.kind, input.kind),
        eq(signatureDocuments.workflowId, input.workflowId),
        eq(signatureDocuments.status, 'awaiting_signature'),
      ),
    );
  if (existing) return { documentId: existing.id };
  const documentId = randomUUID();
  const bytes = await renderAgreementPdf(input, documentId);
  const originalKey = `signatures/${documentId}.pdf`;
  const originalSha256 = sha256Of(bytes);
  await deps.files.put(originalKey, bytes);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(signatureDocuments).values({
      id: documentId,
      accountId: input.accountId,
      signerUserId: input.signerUserId,
      kind: input.kind,
      subjectId: input.subjectId,
      workflowId: input.workflowId,
      title: input.title,
      originalKey,
      originalSha256,
      returnPath: input.returnPath,
      createdAt: now,
    });
    await tx.insert(signatureEvents).values({
      documentId,
      event: 'requested',
      userId: input.signerUserId,
      sha256: originalSha256,
      at: now,
    });
  });
  return { documentId };
}
