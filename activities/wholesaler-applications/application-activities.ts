/** The wholesaler-application workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { ApplicationDecision } from '../../domain/wholesaler-applications/applications.ts';
import type { ApplicationDetails } from '../../domain/wholesaler-applications/details.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import type { VoidedCheque } from '../../workflows/wholesaler-applications/messages.ts';
import type { EsignDeps } from '../esign/prepare-agreement.ts';
import { markApplicationsStarted } from './create-applications.ts';
import {
  expireWholesalerApplication,
  openWholesalerApplication,
  recordAgreementSigned,
  recordApplicationDecision,
  remindWholesalerApplication,
  saveApplicationDetails,
  submitWholesalerApplication,
} from './application-steps.ts';

export function createApplicationActivities(deps: EsignDeps) {
  return {
    /** Reads the application for its workflow (null when gone). */
    openWholesalerApplication: (id: string) => refusing(() => openWholesalerApplication(deps, id)),
    /** Step 1: the data kept and the agreement prepared for signing. */
    saveApplicationDetails: (id: string, move: { userId: string; details: ApplicationDetails }) =>
      refusing(() => saveApplicationDetails(deps, id, move)),
    /** The agreement is signed: the wizard moves to the voided cheque. */
    recordAgreementSigned: (id: string, documentId: string) =>
      refusing(() => recordAgreementSigned(deps, id, documentId)),
    /** Step 3: the cheque kept, the application submitted, the wholesaler told. */
    submitWholesalerApplication: (id: string, cheque: VoidedCheque, expiryMs: number) =>
      refusing(() => submitWholesalerApplication(deps, id, cheque, expiryMs)),
    /** The decision and, on approval, the customer relationship in one transaction; both sides told. */
    recordApplicationDecision: (id: string, decision: ApplicationDecision) =>
      refusing(() => recordApplicationDecision(deps, id, decision)),
    /** Reminds the wholesaler of a submitted application. */
    remindWholesalerApplication: (id: string) => refusing(() => remindWholesalerApplication(deps, id)),
    /** draft or submitted → expired; told. */
    expireWholesalerApplication: (id: string) => refusing(() => expireWholesalerApplication(deps, id)),
    /** Records that these applications' workflows run. */
    markApplicationsStarted: (ids: string[]) => markApplicationsStarted(deps.db, ids, deps.now()),
  };
}
