/** Support's view of an application (issue 12): the data, the documents and the checks. */
import type { NcpdpPharmacy } from '../../../activities/ports/ncpdp-directory.ts';
import type { AccountReviewDetail, listAccountReviews } from '../../../db/queries/signup/account-reviews.ts';
import {
  deaCheck,
  expiryCheck,
  ncpdpMatchCheck,
  ownerAgeCheck,
  type ReviewCheck,
} from '../../../domain/signup/review-checks.ts';

type Summary = Awaited<ReturnType<typeof listAccountReviews>>[number];

/** A review in the queue. */
export function serializeReviewSummary(row: Summary) {
  return {
    id: row.review.id,
    account_id: row.review.accountId,
    business_legal_name: row.name,
    email: row.email,
    state: row.state,
    status: row.review.status,
    possible_duplicate: row.possibleDuplicate,
    created_at: row.review.createdAt.toISOString(),
  };
}

/** The checks support reads: the owner's age, DEA check digit, each licence's expiry, the NCPDP match. */
export function reviewChecks(
  detail: AccountReviewDetail,
  directory: NcpdpPharmacy | null,
  today: string,
): ReviewCheck[] {
  const checks: ReviewCheck[] = [ownerAgeCheck(detail.profile.dob, today)];
  for (const { licence, state } of detail.licences) {
    if (licence.kind === 'dea') checks.push(deaCheck(licence.number));
    const label = licence.kind === 'dea' ? `DEA ${licence.number}` : `${state} licence ${licence.number}`;
    checks.push(expiryCheck(label, licence.expiresOn, today));
  }
  const { location } = detail.location;
  checks.push(
    ncpdpMatchCheck(
      {
        ncpdpNumber: detail.profile.ncpdpNumber,
        name: detail.profile.businessLegalName,
        address1: location.address1,
        city: location.city,
        zipcode: location.zipcode,
        stateId: location.stateId,
      },
      directory,
    ),
  );
  return checks;
}

/** One application with everything support decides on. */
export function serializeReviewDetail(detail: AccountReviewDetail, checks: ReviewCheck[]) {
  const { profile, user, location } = detail;
  return {
    ...serializeReviewSummary(detail),
    applicant: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      mobile: profile.mobile,
      dob: profile.dob,
      business_type: profile.businessType,
      federal_tax_id: profile.federalTaxId,
      ncpdp_number: profile.ncpdpNumber,
      address: location.location.address1,
      city: location.location.city,
      state: location.state,
      zip: location.location.zipcode,
      phone: location.location.phone,
      gln_number: location.location.glnNumber,
      part_of_a_gpo: profile.partOfAGpo ? 'Yes' : 'No',
      gpo_name: profile.gpoName,
      documents_by_fax: profile.documentsByFax ? 'Yes' : 'No',
    },
    licences: detail.licences.map(({ licence, state }) => ({
      kind: licence.kind,
      number: licence.number,
      state,
      issued_on: licence.issuedOn,
      expires_on: licence.expiresOn,
    })),
    info_request: detail.review.infoRequest,
    rejection_reason: detail.review.rejectionReason,
    checks,
    documents: detail.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      file_name: d.fileName,
      content_type: d.contentType,
      size_bytes: d.sizeBytes,
      comment: d.comment,
      created_at: d.createdAt.toISOString(),
    })),
    collisions: detail.collisions.map((c) => ({
      field: c.field,
      value: c.value,
      account_id: c.accountId,
      business_legal_name: c.name,
      account_status: c.accountStatus,
      review_id: c.reviewId,
      review_status: c.reviewStatus,
    })),
    identifiers_released_at: detail.review.identifiersReleasedAt?.toISOString() ?? null,
  };
}
