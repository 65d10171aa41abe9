/**
 * A pharmacy's request to a supplier (credit/terms increase, account-type change, end-of-month
 * change; issue 11, supplier-side §4): pending until the supplier approves or declines with the
 * `decideCustomerRequest` update, validated before anything is written, or the pharmacy withdraws
 * it with `withdrawCustomerRequest` (issue 21). The supplier is reminded of a request left
 * pending; nobody deciding in time expires it. Both waits come from the input.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import {
  assertDecidable,
  assertWithdrawable,
  requestTimings,
  type CustomerRequestDecision,
  type CustomerRequestWithdrawal,
} from '../../domain/customer-requests/requests.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { remindThenExpire } from '../shared/clock.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { turnLock } from '../shared/turn.ts';
import {
  customerRequestStateQuery,
  decideCustomerRequestUpdate,
  withdrawCustomerRequestUpdate,
  type CustomerRequestInput,
  type CustomerRequestState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow `customer-request:<id>`, started once the request row is committed. */
export async function customerRequestWorkflow(input: CustomerRequestInput): Promise<CustomerRequestState> {
  const timings = requestTimings(input.durations);
  const state: CustomerRequestState = {
    id: input.requestId,
    status: 'pending',
    kind: null,
    supplierAccountId: null,
    pharmacyAccountId: null,
    expiresAt: new Date(0).toISOString(),
    remindersSent: 0,
  };
  const decided = () => state.status !== 'pending';
  const check = (decision: CustomerRequestDecision) =>
    assertDecidable(
      { ...state, kind: state.kind ?? 'credit_increase', supplierAccountId: state.supplierAccountId ?? '' },
      decision,
      Date.now(),
    );
  const checkWithdrawal = (withdrawal: CustomerRequestWithdrawal) =>
    assertWithdrawable(
      { ...state, pharmacyAccountId: state.pharmacyAccountId ?? '' },
      withdrawal,
      Date.now(),
    );
  /** One step at a time: a decision, the reminder and the expiry take turns. */
  const turn = turnLock(() => state.supplierAccountId !== null);

  // Every handler is set before the first await: an update that finds no handler is refused.
  setHandler(customerRequestStateQuery, () => state);
  setHandler(
    decideCustomerRequestUpdate,
    (decision) =>
      turn.take(async () => {
        try {
          check(decision);
          await acts.recordCustomerRequestDecision(input.requestId, decision);
          state.status = decision.decision;
          return state;
        } catch (error) {
          throw asRefusal(error);
        }
      }),
    {
      validator: (decision: CustomerRequestDecision) => {
        if (state.supplierAccountId !== null) guard(() => check(decision));
      },
    },
  );

  setHandler(
    withdrawCustomerRequestUpdate,
    (withdrawal) =>
      turn.take(async () => {
        try {
          checkWithdrawal(withdrawal);
          state.status = (await acts.recordCustomerRequestWithdrawal(input.requestId, withdrawal)).status;
          return state;
        } catch (error) {
          throw asRefusal(error);
        }
      }),
    {
      validator: (withdrawal: CustomerRequestWithdrawal) => {
        if (state.pharmacyAccountId) guard(() => checkWithdrawal(withdrawal));
      },
    },
  );

  const opened = await clockActs.openCustomerRequest(input.requestId);
  if (!opened) return state; // the row is gone: nothing to decide
  Object.assign(state, {
    status: opened.status,
    kind: opened.kind,
    supplierAccountId: opened.supplierAccountId,
    pharmacyAccountId: opened.pharmacyAccountId,
    expiresAt: opened.expiresAt,
  });
  const expiresAtMs = Date.parse(opened.expiresAt);
  const remindAtMs = Date.parse(opened.createdAt) + timings.reminderMs;
  await remindThenExpire(
    turn,
    { done: decided, remindAtMs: opened.reminded ? null : remindAtMs, expiresAtMs },
    {
      remind: async () => {
        await clockActs.remindCustomerRequest(input.requestId);
        state.remindersSent += 1;
      },
      expire: async () => {
        state.status = (await clockActs.expireCustomerRequest(input.requestId)).status;
      },
    },
  );
  await condition(allHandlersFinished);
  return state;
}
