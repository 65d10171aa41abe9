/**
 * The checkout pipeline's last step: starts an order's workflow after its placement committed
 * (the seller kind's start: `order:<id>` for wholesale, `p2p-order:<id>` for p2p), then records the
 * start on the order. A failed start leaves the order standing with
 * workflow_started_at null (the orders_unstarted_idx index finds it) and is logged: the
 * start-pending-orders schedule starts it later, and the workflow id makes a second start harmless.
 */
import type { Client } from '@temporalio/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Env } from '../../platform/env.ts';
import type { Logger } from '../../platform/logger.ts';
import { startOrderFulfilment, type OrderParties } from '../../platform/temporal/orders.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'tracking'>;
  logger: Logger;
  now: () => Date;
};

/** How a seller kind starts its order's workflow (platform/temporal/<area>.ts), by name. */
export type StartOrderWorkflow = (
  client: Client,
  taskQueue: string,
  order: OrderParties,
  durations: ReturnType<typeof orderDurationsFrom>,
) => Promise<void>;

/**
 * Starts the order's workflow (`orderWorkflow`, with the wholesale kind unless the seller kind
 * supplies its start); true when it runs (started now or before).
 */
export async function startOrderWorkflow(
  deps: Deps,
  order: OrderParties,
  start: StartOrderWorkflow = startOrderFulfilment,
): Promise<boolean> {
  try {
    await start(deps.temporal, deps.env.temporal.taskQueue, order, orderDurationsFrom(deps.env));
  } catch (error) {
    deps.logger.error('order workflow not started; the start-pending-orders schedule will retry', {
      error,
      orderId: order.id,
    });
    return false;
  }
  await deps.db.update(orders).set({ workflowStartedAt: deps.now() }).where(eq(orders.id, order.id));
  return true;
}

/** The tracking waits this deployment sets (none in production: the workflow's defaults apply). */
export function orderDurationsFrom(env: Pick<Env, 'tracking'>) {
  return Object.keys(env.tracking).length > 0 ? { tracking: env.tracking } : undefined;
}
