/**
 * The order workflow's commands: updates answered synchronously. The validator refuses an
 * invalid move before anything is written (409/422/403 at the API); the handler runs one
 * command at a time, checks again (another may have moved the order meanwhile), and writes
 * through one idempotent activity.
 */
import { proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { checkAccept, checkAnswerProposal, checkCancel, checkModify, checkShip } from './command-checks.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { turnLock } from '../shared/turn.ts';
import {
  acceptOrderUpdate,
  answerEditProposalUpdate,
  cancelOrderUpdate,
  modifyOrderUpdate,
  shipOrderUpdate,
  type AnswerEditProposalInput,
  type CancelOrderInput,
  type ModifyOrderInput,
  type OrderState,
  type ShipOrderInput,
} from './messages.ts';
import { MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

/** Commands answer a person waiting on the page (MOVE_ACTIVITY_OPTIONS). */
const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);

/**
 * Registers acceptOrder, modifyOrder, shipOrder, cancelOrder and answerEditProposal over the workflow's state. They are
 * registered before the order is loaded (an update that finds no handler is refused), so until
 * `lines()` answers, validators let commands through and the handler waits and checks.
 */
export function handleOrderCommands(state: OrderState, lines: () => ReadonlySet<string> | null): void {
  const turn = turnLock(() => lines() !== null);
  const lineIds = () => lines() ?? new Set<string>();
  const validate = (check: () => void) => {
    if (lines() !== null) guard(check);
  };
  const exclusive = (check: () => void, run: () => Promise<void>): Promise<OrderState> =>
    turn.take(async () => {
      try {
        guard(check);
        await run();
        return state;
      } catch (error) {
        throw asRefusal(error);
      }
    });

  setHandler(
    acceptOrderUpdate,
    (_input) =>
      exclusive(
        () => checkAccept(state.status),
        async () => {
          state.status = (await acts.acceptOrder(state.orderId)).status;
        },
      ),
    { validator: (_input) => validate(() => checkAccept(state.status)) },
  );

  setHandler(
    modifyOrderUpdate,
    (input) =>
      exclusive(
        () => checkModify(state.status, lineIds(), input),
        async () => {
          const seq = state.modifications + 1;
          const result = await acts.modifyOrder(state.orderId, seq, input);
          state.status = result.status;
          state.modifications = seq;
          // A supplier's raise above what was ordered waits for the pharmacy; any other edit ends a waiting one.
          state.editProposalId = result.proposalId ?? null;
        },
      ),
    { validator: (input: ModifyOrderInput) => validate(() => checkModify(state.status, lineIds(), input)) },
  );

  setHandler(
    shipOrderUpdate,
    (input) =>
      exclusive(
        () => checkShip(state.status, input),
        async () => {
          const { shipmentId } = await acts.shipOrder(state.orderId, input);
          state.shipmentId = shipmentId;
          state.status = 'shipped';
          state.editProposalId = null;
        },
      ),
    { validator: (input: ShipOrderInput) => validate(() => checkShip(state.status, input)) },
  );

  setHandler(
    cancelOrderUpdate,
    (input) =>
      exclusive(
        () => checkCancel(state.status, input),
        async () => {
          await acts.cancelOrder(state.orderId, input);
          state.status = 'cancelled';
          state.cancelledBy = input.by;
          state.editProposalId = null;
        },
      ),
    { validator: (input: CancelOrderInput) => validate(() => checkCancel(state.status, input)) },
  );

  const checkAnswer = (input: AnswerEditProposalInput) =>
    checkAnswerProposal(state.status, state.editProposalId, input);
  setHandler(
    answerEditProposalUpdate,
    (input) =>
      exclusive(
        () => checkAnswer(input),
        async () => {
          const seq = state.modifications + 1;
          const result = await acts.answerEditProposal(state.orderId, seq, input);
          state.status = result.status;
          state.modifications = seq;
          state.editProposalId = null;
        },
      ),
    { validator: (input: AnswerEditProposalInput) => validate(() => checkAnswer(input)) },
  );
}
