/** The seller-registration workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { Database } from '../../db/client.ts';
import type { SellerRegistrationDecision } from '../../domain/seller-registration/registration-review.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import type { FileStore } from '../ports/file-store.ts';
import { prepareSellerAgreement } from './prepare-seller-agreement.ts';
import {
  openSellerRegistration,
  recordSellerAgreementSigned,
  recordSellerRegistrationDecision,
  remindSellerToSign,
  remindSupportOfSellerRegistration,
} from './registration-steps.ts';
import { markSellerRegistrationsStarted } from './submit-registration.ts';

export function createSellerRegistrationActivities(deps: {
  db: Database;
  files: FileStore;
  now: () => Date;
}) {
  const { db, now } = deps;
  return {
    /** Reads the registration for its workflow (null when gone). */
    openSellerRegistration: (id: string) => openSellerRegistration(db, id),
    /** Renders and records the seller agreement for the e-signature; the same document on a retry. */
    prepareSellerAgreement: (id: string) => prepareSellerAgreement(deps, id),
    /** Reminds the applicant to sign the seller agreement. */
    remindSellerToSign: (id: string) => remindSellerToSign(db, id),
    /** The agreement is signed: the registration goes to support's review. */
    recordSellerAgreementSigned: (
      id: string,
      signed: { documentId: string; signedSha256: string; signedAt: string },
    ) => recordSellerAgreementSigned(db, id, signed),
    /** Reminds support of a signed registration waiting for its decision. */
    remindSupportOfSellerRegistration: (id: string) => remindSupportOfSellerRegistration(db, id, now()),
    /** Support's decision; approved, the pharmacy becomes a seller with its shipping settings. */
    recordSellerRegistrationDecision: (id: string, decision: SellerRegistrationDecision) =>
      refusing(() => recordSellerRegistrationDecision(db, id, decision, now())),
    /** Records that these registrations' workflows run. */
    markSellerRegistrationsStarted: (ids: string[]) => markSellerRegistrationsStarted(db, ids, now()),
  };
}
