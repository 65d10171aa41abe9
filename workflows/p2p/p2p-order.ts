/**
 * A p2p order from placement to the seller's payout (issue 13), id `p2p-order:<orderId>`: the
 * payout hold opens; the seller confirms lots and creates the sandbox label, which ships the order
 * and writes its DSCSA records (or either side cancels first: refunded); the shipment is tracked
 * until delivered (or the buyer confirms receipt); the inspection window then runs, and the
 * buyer's receipt or its end releases the payout, while a dispute waits for support's decision.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { isFinalP2pPhase } from '../../domain/p2p/p2p-order-state.ts';
import { createTurn, handleP2pCommands } from './p2p-commands.ts';
import { trackP2pShipment } from './p2p-tracking.ts';
import {
  DEFAULT_INSPECTION_MS,
  p2pOrderStateQuery,
  type P2pOrderInput,
  type P2pOrderState,
} from './messages.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

export async function p2pOrderWorkflow(input: P2pOrderInput): Promise<P2pOrderState> {
  const inspectionMs = input.durations?.inspectionMs ?? DEFAULT_INSPECTION_MS;
  const state: P2pOrderState = {
    orderId: input.orderId,
    phase: 'placed',
    confirmedLineIds: [],
    shipmentId: null,
    trackingNumber: null,
    deliveredBy: null,
    cancelledBy: null,
    receiptConfirmed: false,
    disputeDecision: null,
  };
  let lineIds: ReadonlySet<string> | null = null;
  const turn = createTurn(() => lineIds !== null);
  // Every handler is set before the first await: a message that finds no handler is refused.
  setHandler(p2pOrderStateQuery, () => state);
  handleP2pCommands(state, () => lineIds, turn, inspectionMs);

  const order = await acts.loadP2pOrderForWorkflow(input.orderId);
  Object.assign(state, {
    phase: order.phase,
    confirmedLineIds: order.confirmedLineIds,
    shipmentId: order.shipmentId,
    trackingNumber: order.trackingNumber,
  });
  lineIds = new Set(order.lineIds);

  await condition(() => state.phase !== 'placed' && allHandlersFinished());
  if (state.phase === 'shipped') await trackP2pShipment(state, turn, input.durations?.tracking, inspectionMs);
  if (state.phase === 'delivered') {
    // The inspection window: the buyer's receipt or dispute moves the phase; its end releases.
    const moved = await condition(() => state.phase !== 'delivered', inspectionMs);
    if (!moved)
      await turn(
        () => undefined,
        async () => {
          if (state.phase !== 'delivered') return;
          await acts.releaseP2pPayout(state.orderId);
          state.phase = 'released';
        },
      );
  }
  await condition(() => isFinalP2pPhase(state.phase) && allHandlersFinished());
  return state;
}
