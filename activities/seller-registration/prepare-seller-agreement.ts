/**
 * The seller agreement of a registration, prepared for the e-signature (issue 12): the agreement's
 * content with the applicant's data (domain/seller-registration/seller-agreement.ts) rendered and
 * kept by the e-signature core, which signals `documentSigned` to `seller-registration:<userId>`.
 * The document's id is kept on the registration, so the pharmacy's page can ask for its signature.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, sellerRegistrations, users } from '../../db/schema/index.ts';
import { sellerRegistrationWorkflowId } from '../../domain/seller-registration/registration-review.ts';
import { sellerAgreementContent } from '../../domain/seller-registration/seller-agreement.ts';
import { prepareAgreement } from '../esign/prepare-agreement.ts';
import type { FileStore } from '../ports/file-store.ts';

export const SELLER_AGREEMENT_RETURN_PATH = '/pharmacy/become_seller';

/** Renders and records the registration's agreement (the same document on a retry); answers its id. */
export async function prepareSellerAgreement(
  deps: { db: Database; files: FileStore; now: () => Date },
  registrationId: string,
): Promise<{ documentId: string }> {
  const [row] = await deps.db
    .select({
      registration: sellerRegistrations,
      pharmacyName: accounts.name,
      first: users.firstName,
      last: users.lastName,
    })
    .from(sellerRegistrations)
    .innerJoin(accounts, eq(accounts.id, sellerRegistrations.accountId))
    .innerJoin(users, eq(users.id, sellerRegistrations.userId))
    .where(eq(sellerRegistrations.id, registrationId));
  if (!row) throw new Error(`seller registration ${registrationId} not found`);
  const r = row.registration;
  const { documentId } = await prepareAgreement(deps, {
    accountId: r.accountId,
    signerUserId: r.userId,
    kind: 'seller_agreement',
    subjectId: r.id,
    workflowId: sellerRegistrationWorkflowId(r.userId),
    returnPath: SELLER_AGREEMENT_RETURN_PATH,
    ...sellerAgreementContent({
      pharmacyName: row.pharmacyName,
      sellerName: r.sellerName,
      contactPhone: r.contactPhone,
      signerName: `${row.first} ${row.last}`,
      cutoffs: r.cutoffs,
    }),
  });
  await deps.db
    .update(sellerRegistrations)
    .set({ agreementDocumentId: documentId })
    .where(eq(sellerRegistrations.id, registrationId));
  return { documentId };
}
