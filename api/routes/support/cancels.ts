/**
 * Which workflows support may cancel by hand (issue 22): none that holds an order's money. An order
 * workflow holds a captured payment, an invoice being collected or a p2p escrow; cancelled from
 * outside, it would stop with the money neither refunded nor paid out. Such an order is cancelled
 * or settled through its own steps (the parties' cancel, support's dispute decision), which do.
 */
import { DomainError } from '../../../domain/errors.ts';
import { ORDER_WORKFLOW_TYPE, ORDER_WORKFLOWS } from '../../../workflows/orders/messages.ts';

/** The one order type and each seller kind's legacy type, on which older orders still run. */
const MONEY_WORKFLOW_TYPES: ReadonlySet<string> = new Set([
  ORDER_WORKFLOW_TYPE,
  ...Object.values(ORDER_WORKFLOWS).map((kind) => kind.type),
]);

/** Refuses (422) a cancel by hand of a workflow of this type. */
export function assertSupportMayCancel(type: string, workflowId: string): void {
  if (!MONEY_WORKFLOW_TYPES.has(type)) return;
  throw new DomainError(
    'SUPPORT_CANCEL_NOT_ALLOWED',
    `The workflow ${workflowId} holds an order’s money, so support cannot cancel it by hand: cancel or settle the order through its own steps, which refund or pay out what it holds.`,
  );
}
