/**
 * The seller agreement of a registration, prepared for the e-signature (issue 12): the agreement's
 * content with the applicant's data (domain/seller-registration/seller-agreement.ts), rendered and
 * kept by the e-signature core, which signals `documentSigned` to `seller-registration:<userId>`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellerRegistrations } from '../../db/schema/index.ts';
import type { FileStore } from '../ports/file-store.ts';

/** Answers the registration's agreement document (null until the e-signature core prepares one). */
export async function prepareSellerAgreement(
  deps: { db: Database; files: FileStore; now: () => Date },
  registrationId: string,
): Promise<{ documentId: string | null }> {
  const [row] = await deps.db
    .select({ documentId: sellerRegistrations.agreementDocumentId })
    .from(sellerRegistrations)
    .where(eq(sellerRegistrations.id, registrationId));
  return { documentId: row?.documentId ?? null };
}
