/**
 * Starts a p2p order's workflow `p2p-order:<id>` after its placement committed (issue 13): the
 * checkout pipeline's start step (activities/checkout/start-order-workflow.ts) with the p2p kind's
 * start. A failed start leaves workflow_started_at null and is logged; the start-pending-orders
 * relay starts it later, and the workflow id makes a second start harmless.
 */
import type { Client } from '@temporalio/client';
import type { Database } from '../../../db/client.ts';
import type { Env } from '../../../platform/env.ts';
import type { Logger } from '../../../platform/logger.ts';
import { startP2pOrder } from '../../../platform/temporal/p2p.ts';
import { startOrderWorkflow } from '../../../activities/checkout/start-order-workflow.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'tracking'>;
  logger: Logger;
  now: () => Date;
};

/** Starts the p2p order's workflow; true when it runs (started now or before). */
export function startP2pOrderWorkflow(deps: Deps, orderId: string): Promise<boolean> {
  return startOrderWorkflow(deps, orderId, startP2pOrder);
}
