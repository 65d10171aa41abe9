/** The supplier's proposed change an order is waiting on (issue 10), as both order pages show it. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { orderEditProposals } from '../../schema/index.ts';

export type PendingProposal = typeof orderEditProposals.$inferSelect;

/** The order's pending proposal, or null. The caller has already scoped the order to its account. */
export async function findPendingProposal(db: Database, orderId: string): Promise<PendingProposal | null> {
  const [row] = await db
    .select()
    .from(orderEditProposals)
    .where(and(eq(orderEditProposals.orderId, orderId), eq(orderEditProposals.status, 'pending')));
  return row ?? null;
}
