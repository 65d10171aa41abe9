/**
 * The p2p order workflow's update validators refuse on their own (issue 21): a placed p2p order
 * and a delivered one (in its inspection window), each sent the seller's, the buyer's and
 * support's bad moves straight with the Temporal client, skipping the API's checks. See
 * update-validators-fixtures.ts for what "refused" means.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  confirmLotUpdate,
  confirmReceiptUpdate,
  createLabelUpdate,
  decideDisputeUpdate,
  openDisputeUpdate,
  p2pCancelUpdate,
  p2pOrderStateQuery,
  p2pOrderWorkflowId,
} from '../../../workflows/p2p/messages.ts';
import type { TestContext } from '../../harness/app.ts';
import { openFulfilmentContext, readOrder } from '../orders/order-fulfilment-fixtures.ts';
import { moneyOf, P2P_FAST, placeP2pOrder, startP2pOrder } from '../p2p/p2p-orders-fixtures.ts';
import { expectValidatorRefuses, waitUntilLoaded, type BadUpdate } from './update-validators-fixtures.ts';

const PACKAGES = [{ weight: '1', length: 6, width: 6, height: 6 }];
// A long inspection window: the delivered order must not release its payout during the test.
const DURATIONS = { ...P2P_FAST, inspectionMs: 10 * 60_000 };

let t: TestContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await openFulfilmentContext('update-validators-p2p'));
});
afterAll(() => close());

/** A p2p order placed (or delivered) and its workflow started and loaded; answers its id and first line. */
async function startedOrder(status: 'placed' | 'delivered') {
  const { order, lines } = await placeP2pOrder(t, { status });
  await startP2pOrder(t, order.id, DURATIONS);
  const workflowId = p2pOrderWorkflowId(order.id);
  await waitUntilLoaded(t, workflowId);
  const handle = t.temporal.client.workflow.getHandle(workflowId);
  const snapshot = async () => ({
    state: await handle.query(p2pOrderStateQuery),
    row: await readOrder(t, order.id),
    money: await moneyOf(t, order.id),
  });
  return { workflowId, lineId: lines[0]!.id, snapshot };
}

async function refuseAll(workflowId: string, table: BadUpdate[], snapshot: () => Promise<unknown>) {
  for (const bad of table) await expectValidatorRefuses(t, workflowId, bad, snapshot);
}

describe('update validators refuse a bad update sent straight to the workflow (issue 21)', () => {
  it('a placed p2p order refuses a lot for a line not its own, a label before the lots, bad packages, receipt, a dispute and a decision', async () => {
    const { workflowId, snapshot } = await startedOrder('placed');
    await refuseAll(
      workflowId,
      [
        {
          what: 'a lot confirmed for a line of another order',
          update: confirmLotUpdate,
          input: { line_item_id: randomUUID(), lot: 'LOT-1', exp_date: '12/2030' },
          code: 'P2P_LOT_LINE_UNKNOWN',
        },
        {
          what: 'a label before any lot is confirmed',
          update: createLabelUpdate,
          input: { packages: PACKAGES },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'a label with a package of no weight',
          update: createLabelUpdate,
          input: { packages: [{ ...PACKAGES[0], weight: '0' }] },
          code: 'REQUEST_INVALID',
        },
        {
          what: 'the buyer confirming receipt of an unshipped order',
          update: confirmReceiptUpdate,
          input: {},
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'a dispute on an unshipped order',
          update: openDisputeUpdate,
          input: { message: 'Never arrived' },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'support refunding an order in no dispute',
          update: decideDisputeUpdate,
          input: { decision: 'refund', note: 'refund', userId: null },
          code: 'ORDER_INVALID_TRANSITION',
        },
      ],
      snapshot,
    );
  });

  it('a delivered p2p order refuses a cancellation, a lot change, a dispute without a message and a decision before a dispute', async () => {
    const { workflowId, lineId, snapshot } = await startedOrder('delivered');
    await refuseAll(
      workflowId,
      [
        {
          what: 'the seller cancelling a delivered order',
          update: p2pCancelUpdate,
          input: { by: 'seller', reason: 'changed my mind' },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'a lot confirmed after delivery',
          update: confirmLotUpdate,
          input: { line_item_id: lineId, lot: 'LOT-2', exp_date: '12/2030' },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'a label after delivery',
          update: createLabelUpdate,
          input: { packages: PACKAGES },
          code: 'ORDER_INVALID_TRANSITION',
        },
        {
          what: 'a dispute with a blank message',
          update: openDisputeUpdate,
          input: { message: '   ' },
          code: 'P2P_DISPUTE_MESSAGE_REQUIRED',
        },
        {
          what: 'support releasing an order in no dispute',
          update: decideDisputeUpdate,
          input: { decision: 'release', note: 'release', userId: null },
          code: 'ORDER_INVALID_TRANSITION',
        },
      ],
      snapshot,
    );
  });
});
