/**
 * A pharmacy's application to a wholesaler (issue 12), the workflow
 * `wholesaler-application:<pharmacy>:<supplier>`: step 1 saves the data and prepares the agreement,
 * the `documentSigned` signal (or a re-read, should it be lost) records the signature, step 3's
 * voided cheque submits it, and the wholesaler approves or declines. Every move is a validated
 * update; the wholesaler is reminded of a submitted application; nobody finishing in time expires
 * it. The waits come from the input.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  APPLICATION_MESSAGES,
  applicationTimings,
  assertChequeAccepted,
  assertDecidable,
  assertDraft,
  type ApplicationDecision,
} from '../../domain/wholesaler-applications/applications.ts';
import { awaitSignature, listenForSignatures } from '../esign/await-signature.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { remindThenExpire, waitUntil } from '../shared/clock.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { turnLock } from '../shared/turn.ts';
import {
  attachVoidedChequeUpdate,
  decideApplicationUpdate,
  saveApplicationDetailsUpdate,
  wholesalerApplicationStateQuery,
  type WholesalerApplicationInput,
  type WholesalerApplicationState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow of one application, started once its row is committed. */
export async function wholesalerApplicationWorkflow(
  input: WholesalerApplicationInput,
): Promise<WholesalerApplicationState> {
  const id = input.applicationId;
  const timings = applicationTimings(input.durations);
  const state: WholesalerApplicationState = {
    id,
    status: 'draft',
    supplierAccountId: null,
    detailsSaved: false,
    agreementDocumentId: null,
    agreementSigned: false,
    expiresAt: new Date(0).toISOString(),
    remindersSent: 0,
  };
  let pharmacyAccountId = '';
  const signatures = listenForSignatures();
  const opened = () => state.supplierAccountId !== null;
  /** One step at a time: the applicant's moves, the decision, the signature and the clock take turns. */
  const turn = turnLock(opened);
  const { take } = turn;
  const applicant = (accountId: string) => {
    if (accountId !== pharmacyAccountId)
      throw new DomainError('RESOURCE_NOT_FOUND', `${APPLICATION_MESSAGES.notFound} not found`);
  };
  const decidable = (decision: ApplicationDecision) =>
    assertDecidable({ status: state.status, supplierAccountId: state.supplierAccountId ?? '' }, decision);
  const refusing = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw asRefusal(error);
    }
  };

  setHandler(wholesalerApplicationStateQuery, () => state);
  setHandler(
    saveApplicationDetailsUpdate,
    (move) =>
      take(() =>
        refusing(async () => {
          applicant(move.pharmacyAccountId);
          assertDraft(state);
          Object.assign(state, await acts.saveApplicationDetails(id, move));
          return state;
        }),
      ),
    {
      validator: (move: { pharmacyAccountId: string }) => {
        if (!opened()) return;
        guard(() => {
          applicant(move.pharmacyAccountId);
          assertDraft(state);
        });
      },
    },
  );
  setHandler(
    attachVoidedChequeUpdate,
    (move) =>
      take(() =>
        refusing(async () => {
          applicant(move.pharmacyAccountId);
          if (!state.agreementSigned && state.agreementDocumentId)
            await recheckSignature(state.agreementDocumentId);
          assertChequeAccepted(state);
          const submitted = await acts.submitWholesalerApplication(id, move.cheque, timings.expiryMs);
          Object.assign(state, submitted);
          return state;
        }),
      ),
    {
      validator: (move: { pharmacyAccountId: string }) => {
        if (!opened()) return;
        guard(() => {
          applicant(move.pharmacyAccountId);
          assertDraft(state);
        });
      },
    },
  );
  setHandler(
    decideApplicationUpdate,
    (decision) =>
      take(() =>
        refusing(async () => {
          decidable(decision);
          state.status = (await acts.recordApplicationDecision(id, decision)).status;
          return state;
        }),
      ),
    {
      validator: (decision: ApplicationDecision) => {
        if (opened()) guard(() => decidable(decision));
      },
    },
  );

  /** A signature whose signal did not come (yet): the document's status, read again. */
  async function recheckSignature(documentId: string): Promise<void> {
    const doc = await acts.readSignatureDocument(documentId);
    if (doc?.status === 'signed' && doc.signedSha256 && doc.signedAt) {
      await acts.recordAgreementSigned(id, documentId);
      state.agreementSigned = true;
    }
  }

  const found = await clockActs.openWholesalerApplication(id);
  if (!found) return state;
  pharmacyAccountId = found.pharmacyAccountId;
  Object.assign(state, {
    status: found.status,
    supplierAccountId: found.supplierAccountId,
    detailsSaved: found.detailsSaved,
    agreementDocumentId: found.agreementDocumentId,
    agreementSigned: found.agreementSigned,
    expiresAt: found.expiresAt,
  });

  const expire = () =>
    take(async () => {
      if (state.status !== 'draft' && state.status !== 'submitted') return;
      state.status = (await clockActs.expireWholesalerApplication(id)).status;
    });
  const awaitingSignature = () => state.agreementDocumentId !== null && !state.agreementSigned;

  // The applicant's part: until the application is submitted, or expires as a draft.
  while (state.status === 'draft') {
    const untilMs = Date.parse(state.expiresAt);
    if (awaitingSignature()) {
      const documentId = state.agreementDocumentId!;
      const fact = await awaitSignature(signatures, documentId, {
        recheckMs: timings.recheckMs,
        untilMs,
        stop: () =>
          state.status !== 'draft' || state.agreementDocumentId !== documentId || state.agreementSigned,
      });
      if (fact && state.agreementDocumentId === documentId) {
        await take(async () => {
          if (state.agreementSigned) return;
          await acts.recordAgreementSigned(id, documentId);
          state.agreementSigned = true;
        });
        continue;
      }
      if (state.agreementDocumentId !== documentId) continue;
      if (!fact && state.status === 'draft' && !state.agreementSigned)
        await waitUntil(() => state.status !== 'draft' || state.agreementDocumentId !== documentId, untilMs);
    } else await waitUntil(() => state.status !== 'draft' || awaitingSignature(), untilMs);
    if (state.status === 'draft' && Date.now() >= Date.parse(state.expiresAt)) await expire();
  }

  // The wholesaler's part: a reminder, then the decision or the expiry.
  if (state.status === 'submitted') {
    const decided = () => state.status !== 'submitted';
    const expiresAtMs = Date.parse(state.expiresAt);
    const remindAtMs = expiresAtMs - timings.expiryMs + timings.reminderMs;
    await remindThenExpire(
      turn,
      { done: decided, remindAtMs: found.reminded ? null : remindAtMs, expiresAtMs },
      {
        remind: async () => {
          await clockActs.remindWholesalerApplication(id);
          state.remindersSent += 1;
        },
        expire: async () => {
          state.status = (await clockActs.expireWholesalerApplication(id)).status;
        },
      },
    );
  }
  await condition(allHandlersFinished);
  return state;
}
