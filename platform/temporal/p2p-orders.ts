/**
 * The p2p order workflow `p2p-order:<id>` as the API drives it: its updates, and why a workflow
 * that is not running refuses (not started yet: 503; finished: 409, the order has moved on).
 */
import { WorkflowNotFoundError, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { p2pOrderWorkflowId, type P2pOrderState } from '../../workflows/p2p/messages.ts';
import { executeWorkflowUpdate, type Temporal } from './commands.ts';
import { decodeClientError } from './failure-codec.ts';

const UNAVAILABLE = 'Orders cannot be updated right now. Please try again in a moment.';

export type P2pOrderRef = { id: string; workflowStartedAt: Date | null };

export async function sendP2pUpdate<I>(
  temporal: Temporal,
  order: P2pOrderRef,
  update: UpdateDefinition<P2pOrderState, [I]>,
  payload: I,
  updateId?: string,
): Promise<P2pOrderState> {
  try {
    return await executeWorkflowUpdate(temporal, p2pOrderWorkflowId(order.id), update, payload, {
      updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw decodeClientError(error, UNAVAILABLE);
    if (!order.workflowStartedAt)
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'This order is still being set up. Please try again in a moment.',
      );
    throw new DomainError('ORDER_INVALID_TRANSITION', 'This order is settled and cannot be changed.');
  }
}
