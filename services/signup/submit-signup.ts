/**
 * A pharmacy signs up (`POST /api/v1/users/signup/pharmacy`, issue 12): in one transaction the
 * account (pending review), its admin user (argon2 password), its location, its DEA and state
 * licences, its profile, the review with its application token and the licence documents already
 * in the file store. The caller starts `account-review:<accountId>` after the commit; the review's
 * workflow_started_at lets the stranded-workflows relay start it when that start is lost.
 */
import type { Database } from '../../db/client.ts';
import {
  accountReviewDocuments,
  accountReviews,
  accounts,
  locations,
  pharmacyLicences,
  pharmacyProfiles,
  users,
} from '../../db/schema/index.ts';
import { parseDate } from '../../domain/dates.ts';
import { DomainError } from '../../domain/errors.ts';
import { dateFromParts } from '../../domain/signup/field-rules.ts';
import type { SignupInput } from '../../domain/signup/signup-schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { StoredUpload } from '../../activities/ports/file-store.ts';
import { digest, generateSecret } from '../../activities/identity/tokens.ts';
import { accountConflicts } from './account-conflicts.ts';
import { deleteDraft } from './drafts.ts';

export type SignupDocuments = { stateLicence: StoredUpload[]; dea: StoredUpload[] };
export type SubmittedSignup = { accountId: string; reviewId: string; applicationToken: string };

/**
 * Writes the whole signup or nothing; an approved account's value answers 422 naming its field. The
 * application's email, tax id and licences are written unreserved: they are held from approval on.
 */
export async function submitSignup(
  db: Database,
  input: SignupInput & { resumeToken?: string | undefined },
  documents: SignupDocuments,
): Promise<SubmittedSignup> {
  const conflicts = await accountConflicts(db, input);
  if (Object.keys(conflicts).length > 0)
    throw new DomainError('SIGNUP_FIELD_TAKEN', Object.values(conflicts)[0]![0]!, { fields: conflicts });
  const passwordHash = await hashPassword(input.password);
  const applicationToken = generateSecret('app_');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ kind: 'pharmacy', name: input.business_legal_name, status: 'pending_review' })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(users).values({
      accountId,
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      role: 'admin',
      reserved: false,
    });
    await tx.insert(locations).values({
      accountId,
      name: input.business_legal_name,
      address1: input.address,
      city: input.city,
      stateId: input.state_id,
      zipcode: input.zip,
      phone: input.phone,
      isDefaultShipping: true,
      isDefaultBilling: true,
      glnNumber: input.gln_number || null,
      sglnNumber: input.sgln_number || null,
    });
    await tx.insert(pharmacyProfiles).values({
      accountId,
      businessLegalName: input.business_legal_name,
      businessType: input.business_type,
      federalTaxId: input.federal_tax_id,
      ncpdpNumber: input.ncpdp_number || null,
      mobile: input.mobile,
      dob: parseDate(input.dob)!,
      partOfAGpo: input.part_of_a_gpo === 'Yes',
      gpoName: input.part_of_a_gpo === 'Yes' ? (input.gpo_name ?? null) : null,
      documentsByFax: input.documents_by_fax,
      reserved: false,
    });
    await tx.insert(pharmacyLicences).values([
      {
        accountId,
        kind: 'dea' as const,
        number: input.dea_number,
        expiresOn: parseDate(input.dea_expiry)!,
        documentKey: documents.dea[0]?.fileKey ?? null,
        reserved: false,
      },
      ...input.licences.map((l, i) => ({
        accountId,
        kind: 'state' as const,
        number: l.number,
        stateId: l.state_id,
        issuedOn: dateFromParts({ month: l.issue_month, day: l.issue_day, year: l.issue_year }),
        expiresOn: dateFromParts({ month: l.expiry_month, day: l.expiry_day, year: l.expiry_year })!,
        documentKey: documents.stateLicence[i]?.fileKey ?? null,
        reserved: false,
      })),
    ]);
    const [review] = await tx
      .insert(accountReviews)
      .values({ accountId, applicationTokenHash: digest(applicationToken) })
      .returning({ id: accountReviews.id });
    const files = [
      ...documents.stateLicence.map((f) => ({ ...f, kind: 'state_licence' as const })),
      ...documents.dea.map((f) => ({ ...f, kind: 'dea' as const })),
    ];
    if (files.length > 0)
      await tx.insert(accountReviewDocuments).values(
        files.map((f) => ({
          reviewId: review!.id,
          kind: f.kind,
          fileKey: f.fileKey,
          fileName: f.fileName,
          contentType: f.contentType,
          sizeBytes: f.sizeBytes,
        })),
      );
    if (input.resumeToken) await deleteDraft(tx, input.resumeToken);
    return { accountId, reviewId: review!.id, applicationToken };
  });
}
