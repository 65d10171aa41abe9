/**
 * A pharmacy user's registration as a p2p seller (issue 12 "Seller registration", supplier-side
 * §2–§5): the seller agreement is prepared for the e-signature, the workflow waits for its
 * `documentSigned` signal (reminding the applicant once), then for support's decision, a validated
 * update (reminding support once). Approved, the pharmacy becomes a seller. Waits come from input.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import {
  assertRegistrationDecidable,
  registrationTimings,
  SELLER_REGISTRATION_MESSAGES,
  type SellerRegistrationDecision,
} from '../../domain/seller-registration/registration-review.ts';
import { awaitSignature, listenForSignatures } from '../esign/await-signature.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { asRefusal, guard, refusal } from '../shared/failures/refusals.ts';
import {
  decideSellerRegistrationUpdate,
  sellerRegistrationStateQuery,
  type SellerRegistrationInput,
  type SellerRegistrationState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow `seller-registration:<userId>`, started once the registration row is committed. */
export async function sellerRegistrationWorkflow(
  input: SellerRegistrationInput,
): Promise<SellerRegistrationState> {
  const timings = registrationTimings(input.durations);
  const state: SellerRegistrationState = {
    registrationId: input.registrationId,
    status: 'awaiting_signature',
    agreementDocumentId: null,
    remindersSent: 0,
  };
  let deciding = false;
  // Until the row is read the state is the initial one: a decision waits for it, not refused.
  let loaded = false;
  const decided = () => state.status === 'approved' || state.status === 'declined';
  const check = (decision: SellerRegistrationDecision) => {
    if (deciding) throw refusal('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.alreadyDecided);
    assertRegistrationDecidable(state.status, decision);
  };

  // Every handler is set before the first await: an update or signal that finds none is lost.
  setHandler(sellerRegistrationStateQuery, () => state);
  const signatures = listenForSignatures();
  setHandler(
    decideSellerRegistrationUpdate,
    async (decision) => {
      await condition(() => loaded);
      guard(() => check(decision));
      deciding = true;
      try {
        state.status = (await acts.recordSellerRegistrationDecision(input.registrationId, decision)).status;
        return state;
      } catch (error) {
        throw asRefusal(error);
      } finally {
        deciding = false;
      }
    },
    { validator: (decision: SellerRegistrationDecision) => guard(() => loaded && check(decision)) },
  );

  const opened = await clockActs.openSellerRegistration(input.registrationId);
  if (opened) state.status = opened.status;
  loaded = true;
  if (!opened) return state; // the row is gone: nothing to wait for
  if (state.status === 'awaiting_signature') {
    const documentId =
      opened.agreementDocumentId ?? (await clockActs.prepareSellerAgreement(input.registrationId)).documentId;
    state.agreementDocumentId = documentId;
    const waits = { recheckMs: timings.signatureRecheckMs };
    let signed = await awaitSignature(signatures, documentId, {
      ...waits,
      untilMs: Date.now() + timings.signatureReminderMs,
    });
    if (!signed) {
      await clockActs.remindSellerToSign(input.registrationId);
      state.remindersSent += 1;
      signed = await awaitSignature(signatures, documentId, { ...waits, untilMs: Number.POSITIVE_INFINITY });
    }
    if (!signed) return state; // the agreement was cancelled or is gone: nothing left to wait for
    await clockActs.recordSellerAgreementSigned(input.registrationId, signed);
    state.status = 'in_review';
  }
  if (state.status === 'in_review' && !(await condition(decided, timings.reviewReminderMs))) {
    await clockActs.remindSupportOfSellerRegistration(input.registrationId);
    state.remindersSent += 1;
    await condition(decided);
  }
  await condition(allHandlersFinished);
  return state;
}
