/**
 * The p2p order workflow's updates: the seller's confirmLot, createLabel and cancel; the buyer's
 * cancel, confirmReceipt and openDispute; support's decideDispute. Each validator refuses an
 * invalid move before anything is written (the API answers 409/422/400); the handler runs one
 * step at a time (the workflow's own timer and tracking steps share the turn), checks again, and
 * writes through one idempotent activity.
 */
import { proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { parseLabelPackages } from '../../domain/p2p/label-packages.ts';
import {
  checkConfirmLot,
  checkCreateLabel,
  checkDecideDispute,
  checkOpenDispute,
  nextP2pPhase,
} from '../../domain/p2p/p2p-order-state.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { turnLock } from '../shared/turn.ts';
import { MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import {
  confirmLotUpdate,
  confirmReceiptUpdate,
  createLabelUpdate,
  decideDisputeUpdate,
  openDisputeUpdate,
  p2pCancelUpdate,
  type ConfirmLotInput,
  type CreateLabelInput,
  type DecideDisputeInput,
  type OpenDisputeInput,
  type P2pOrderState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);

/** One step at a time: updates, the inspection timer and the tracking outcome take turns. */
export type Turn = <T>(check: () => void, run: () => Promise<T>) => Promise<T>;

export function createTurn(ready: () => boolean): Turn {
  const lock = turnLock(ready);
  return (check, run) =>
    lock.take(async () => {
      try {
        guard(check);
        return await run();
      } catch (error) {
        throw asRefusal(error);
      }
    });
}

export function handleP2pCommands(
  state: P2pOrderState,
  lines: () => ReadonlySet<string> | null,
  turn: Turn,
  inspectionMs: number,
): void {
  const lineIds = () => lines() ?? new Set<string>();
  const validate = (check: () => void) => {
    if (lines() !== null) guard(check);
  };
  const confirmed = () => new Set(state.confirmedLineIds);
  const step = (check: () => void, run: () => Promise<void>) =>
    turn(check, async () => {
      await run();
      return state;
    });

  setHandler(
    confirmLotUpdate,
    (input) =>
      step(
        () => checkConfirmLot(state.phase, lineIds(), input.line_item_id),
        async () => {
          await acts.confirmP2pLot(state.orderId, input);
          if (!state.confirmedLineIds.includes(input.line_item_id))
            state.confirmedLineIds.push(input.line_item_id);
        },
      ),
    {
      validator: (input: ConfirmLotInput) =>
        validate(() => checkConfirmLot(state.phase, lineIds(), input.line_item_id)),
    },
  );

  const checkLabel = (packages: Parameters<typeof parseLabelPackages>[0]) => {
    parseLabelPackages(packages);
    checkCreateLabel(state.phase, lineIds(), confirmed());
  };
  setHandler(
    createLabelUpdate,
    (input) =>
      step(
        () => checkLabel(input.packages),
        async () => {
          const label = await acts.createP2pLabel(state.orderId, input);
          state.shipmentId = label.shipmentId;
          state.trackingNumber = label.trackingNumber;
          state.phase = 'shipped';
        },
      ),
    { validator: (input: CreateLabelInput) => validate(() => checkLabel(input.packages)) },
  );

  setHandler(
    p2pCancelUpdate,
    (input) =>
      step(
        () => nextP2pPhase(state.phase, 'cancelled'),
        async () => {
          await acts.cancelP2pOrder(state.orderId, input);
          state.phase = 'cancelled';
          state.cancelledBy = input.by;
        },
      ),
    { validator: (_input) => validate(() => nextP2pPhase(state.phase, 'cancelled')) },
  );

  setHandler(
    confirmReceiptUpdate,
    (_input) =>
      step(
        () => nextP2pPhase(state.phase, 'receiptConfirmed'),
        async () => {
          await acts.recordP2pReceipt(state.orderId);
          if (state.phase === 'shipped') {
            await acts.markP2pDelivered(state.orderId, 'pharmacy', inspectionMs);
            state.deliveredBy = 'pharmacy';
          }
          await acts.releaseP2pPayout(state.orderId);
          state.receiptConfirmed = true;
          state.phase = 'released';
        },
      ),
    { validator: (_input) => validate(() => nextP2pPhase(state.phase, 'receiptConfirmed')) },
  );

  setHandler(
    openDisputeUpdate,
    (input) =>
      step(
        () => checkOpenDispute(state.phase, input.message),
        async () => {
          await acts.openP2pDispute(state.orderId, input.message);
          state.phase = 'disputed';
        },
      ),
    { validator: (input: OpenDisputeInput) => validate(() => checkOpenDispute(state.phase, input.message)) },
  );

  setHandler(
    decideDisputeUpdate,
    (input) =>
      step(
        () => checkDecideDispute(state.phase, input.decision),
        async () => {
          await acts.recordDisputeDecision(state.orderId, input);
          if (input.decision === 'release') await acts.releaseP2pPayout(state.orderId);
          else await acts.refundP2pOrder(state.orderId);
          state.disputeDecision = input.decision;
          state.phase = input.decision === 'release' ? 'released' : 'refunded';
        },
      ),
    {
      validator: (input: DecideDisputeInput) =>
        validate(() => checkDecideDispute(state.phase, input.decision)),
    },
  );
}
