/** The e-signature's activities (registered by activities/index.ts) for the workflows that wait for a signature. */
import { eq } from 'drizzle-orm';
import { signatureDocuments } from '../../db/schema/index.ts';
import type { SignatureDocumentStatus } from '../../domain/esign/signatures.ts';
import { prepareAgreement, type EsignDeps, type PrepareAgreementInput } from './prepare-agreement.ts';

/** A signature document as a waiting workflow re-reads it. */
export type SignatureDocumentState = {
  status: SignatureDocumentStatus;
  signedSha256: string | null;
  signedAt: string | null;
};

export function createEsignActivities(deps: EsignDeps) {
  return {
    /** Renders and records an agreement to sign; answers its id (the same one on a retry). */
    prepareAgreement: (input: PrepareAgreementInput) => prepareAgreement(deps, input),
    /** A document's signature status (null when gone): how a workflow recovers a lost signal. */
    async readSignatureDocument(documentId: string): Promise<SignatureDocumentState | null> {
      const [row] = await deps.db
        .select({
          status: signatureDocuments.status,
          signedSha256: signatureDocuments.signedSha256,
          signedAt: signatureDocuments.signedAt,
        })
        .from(signatureDocuments)
        .where(eq(signatureDocuments.id, documentId));
      if (!row) return null;
      return { ...row, signedAt: row.signedAt?.toISOString() ?? null };
    },
  };
}
