/**
 * The p2p order workflow's id and input (issue 13): `p2p-order:<orderId>`, started by the p2p
 * checkout once the order row commits (and by the pending-orders relay should that start be lost).
 * Safe to import from the API: this module defines names and types only.
 */
export const P2P_ORDER_WORKFLOW_TYPE = 'p2pOrderWorkflow';
export const p2pOrderWorkflowId = (orderId: string) => `p2p-order:${orderId}`;

/** Production waits; tests pass short ones. */
export type P2pOrderDurations = {
  /** After delivery the buyer may inspect and dispute for this long (2 days); then the payout is released. */
  inspectionMs?: number;
};

export type P2pOrderInput = { orderId: string; durations?: P2pOrderDurations };
