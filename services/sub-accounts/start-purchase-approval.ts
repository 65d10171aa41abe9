/**
 * After an order over its buyer's limit commits (issue 23): starts its `purchase-approval:<orderId>`
 * workflow and records the start. A failed start leaves the approval row with workflow_started_at
 * null, which the start-stranded-workflows relay starts later; the id makes a second start harmless.
 */
import type { Client } from '@temporalio/client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseApprovals } from '../../db/schema/index.ts';
import type { Env } from '../../platform/env.ts';
import type { Logger } from '../../platform/logger.ts';
import { startPurchaseApproval } from '../../platform/temporal/purchase-approvals.ts';
import { orderDurationsFrom } from '../../activities/checkout/start-order-workflow.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'tracking' | 'purchaseApprovals'>;
  logger: Logger;
  now: () => Date;
};

/** True when the approval's workflow runs (started now or before). */
export async function startApprovalOfOrder(
  deps: Deps,
  order: { id: string; pharmacyAccountId: string },
  masterAccountId: string,
): Promise<boolean> {
  try {
    await startPurchaseApproval(
      deps.temporal,
      deps.env.temporal.taskQueue,
      { orderId: order.id, masterAccountId, pharmacyAccountId: order.pharmacyAccountId },
      { durations: deps.env.purchaseApprovals, orderDurations: orderDurationsFrom(deps.env) },
    );
  } catch (error) {
    deps.logger.error('purchase approval not started; the start-stranded-workflows schedule will retry', {
      error,
      orderId: order.id,
    });
    return false;
  }
  await deps.db
    .update(purchaseApprovals)
    .set({ workflowStartedAt: deps.now() })
    .where(eq(purchaseApprovals.orderId, order.id));
  return true;
}
