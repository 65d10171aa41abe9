/**
 * Starts a p2p order's workflow `p2p-order:<id>` after its placement committed (issue 13), then
 * records the start on the order. A failed start leaves workflow_started_at null and is logged:
 * the p2p relay of lost starts (Part C) starts it later, and the workflow id makes a second start
 * harmless. The workflow is started by name, so this module needs no workflow code.
 */
import type { Client } from '@temporalio/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Env } from '../../../platform/env.ts';
import type { Logger } from '../../../platform/logger.ts';
import { startP2pOrder } from '../../../platform/temporal/p2p-order-start.ts';
import { orderDurationsFrom } from '../../checkout/start-order-workflow.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'tracking'>;
  logger: Logger;
  now: () => Date;
};

/** Starts `p2pOrderWorkflow` for the order; true when it runs (started now or before). */
export async function startP2pOrderWorkflow(deps: Deps, orderId: string): Promise<boolean> {
  try {
    // The tracking waits this deployment sets (the demo's and the tests' quick sandbox carrier).
    await startP2pOrder(deps.temporal, deps.env.temporal.taskQueue, orderId, orderDurationsFrom(deps.env));
  } catch (error) {
    deps.logger.error('p2p order workflow not started; the relay of lost starts will retry', {
      error,
      orderId,
    });
    return false;
  }
  await deps.db.update(orders).set({ workflowStartedAt: deps.now() }).where(eq(orders.id, orderId));
  return true;
}
