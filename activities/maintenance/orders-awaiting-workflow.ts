import { and, asc, isNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Placement starts the workflow itself; only orders older than this are the relay's to start. */
const GRACE_MS = 60_000;
const BATCH = 100;

/**
 * Orders whose fulfilment workflow never started (Temporal was unreachable right after the order
 * committed): the outbox half of placement (DESIGN §5, "the gap between COMMIT and StartWorkflow").
 * Each says whether it is a p2p order, whose workflow is `p2p-order:<id>` (issue 13), and its two
 * sides (its workflow's AppAccountIds).
 */
export async function listOrdersAwaitingWorkflow(
  db: Database,
  now: Date,
): Promise<{ id: string; isP2p: boolean; pharmacyAccountId: string; supplierAccountId: string }[]> {
  const rows = await db
    .select({
      id: orders.id,
      isP2p: orders.isP2p,
      pharmacyAccountId: orders.pharmacyAccountId,
      supplierAccountId: orders.supplierAccountId,
    })
    .from(orders)
    .where(
      and(
        isNull(orders.workflowStartedAt),
        // An order awaiting its master's approval starts its order workflow once approved (issue 23).
        notInArray(orders.status, ['cancelled', 'awaiting_approval']),
        lt(orders.placedAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(BATCH);
  return rows;
}
