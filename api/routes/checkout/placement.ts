/**
 * What the place-order routes of every seller kind share (the wholesale checkout, the p2p
 * checkout): the checkout engine's dependencies from the request, the start of the order's
 * workflow after the commit, and the placed order's common fields in the answer.
 */
import type { Context } from 'hono';
import {
  startOrderWorkflow,
  type StartOrderWorkflow,
} from '../../../activities/checkout/start-order-workflow.ts';
import type { OrderRow } from '../../../activities/orders/order-steps.ts';
import { listUnstartedTransfersOfOrder } from '../../../activities/payments/bank-transfer-steps.ts';
import { startBankTransfers } from '../../../services/payments/start-bank-transfers.ts';
import type { OrderParties } from '../../../platform/temporal/orders.ts';
import type { PlacementDeps } from '../../../services/checkout/checkout-engine.ts';
import { startApprovalOfOrder } from '../../../services/sub-accounts/start-purchase-approval.ts';
import type { AppEnv } from '../../context.ts';
import { serializeOrderTotals } from './serializers.ts';

/** The checkout engine's dependencies for this request. */
export function placementDeps(c: Context<AppEnv>): PlacementDeps {
  const deps = c.get('deps');
  return { db: deps.db, processor: deps.ports.cards, logger: c.get('logger'), now: deps.now() };
}

/**
 * Starts the placed order's workflow with the seller kind's start, then the workflow of a bank
 * transfer paying it (issue 23); true when the order's runs.
 */
export async function startPlacedOrder(
  c: Context<AppEnv>,
  order: OrderParties,
  start?: StartOrderWorkflow,
): Promise<boolean> {
  const deps = c.get('deps');
  const startDeps = {
    db: deps.db,
    temporal: deps.temporal.client,
    env: deps.env,
    logger: c.get('logger'),
    now: deps.now,
  };
  const started = await startOrderWorkflow(startDeps, order, start);
  const transfers = await listUnstartedTransfersOfOrder(deps.db, order.id);
  if (transfers.length > 0) {
    const { env, temporal } = deps;
    await startBankTransfers(
      {
        client: temporal.client,
        db: deps.db,
        logger: c.get('logger'),
        taskQueue: env.temporal.taskQueue,
        recheckMs: env.bankTransfers.recheckMs,
        now: deps.now(),
      },
      transfers,
    );
  }
  return started;
}

/** Starts the approval workflow of an order placed over its buyer's spend limit (issue 23). */
export function startApprovalOf(c: Context<AppEnv>, order: OrderRow) {
  const deps = c.get('deps');
  const startDeps = {
    db: deps.db,
    temporal: deps.temporal.client,
    env: deps.env,
    logger: c.get('logger'),
    now: deps.now,
  };
  return startApprovalOfOrder(startDeps, order, c.get('caller').account.masterAccountId!);
}

/** The fields every placed order answers with, whatever its seller kind. */
export function serializePlacedOrder(order: OrderRow, workflowStarted: boolean) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    shipping_method: order.shippingMethod,
    estimated_delivery: order.estimatedDelivery,
    workflow_started: workflowStarted,
    ...serializeOrderTotals(order),
  };
}
