/** The customer-request workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { Database } from '../../db/client.ts';
import type {
  CustomerRequestDecision,
  CustomerRequestWithdrawal,
} from '../../domain/customer-requests/requests.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import {
  expireCustomerRequest,
  openCustomerRequest,
  recordCustomerRequestDecision,
  recordCustomerRequestWithdrawal,
  remindCustomerRequest,
} from './request-steps.ts';

export function createCustomerRequestActivities({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** Reads the request for its workflow (null when gone) and tells the supplier it arrived. */
    openCustomerRequest: (id: string) => refusing(() => openCustomerRequest(db, id)),
    /** The decision and, on approval, the customer's new terms in one transaction; both sides told. */
    recordCustomerRequestDecision: (id: string, decision: CustomerRequestDecision) =>
      refusing(() => recordCustomerRequestDecision(db, id, decision, now())),
    /** pending → withdrawn by the pharmacy; the supplier is told. */
    recordCustomerRequestWithdrawal: (id: string, withdrawal: CustomerRequestWithdrawal) =>
      refusing(() => recordCustomerRequestWithdrawal(db, id, withdrawal, now())),
    /** Reminds the supplier of a request still pending. */
    remindCustomerRequest: (id: string) => refusing(() => remindCustomerRequest(db, id, now())),
    /** pending → expired; both sides told. */
    expireCustomerRequest: (id: string) => refusing(() => expireCustomerRequest(db, id)),
  };
}
