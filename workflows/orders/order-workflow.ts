/**
 * The one order workflow type (issue 20, "P2P is a kind of seller"): `orderWorkflow`, started for
 * a new order of any seller kind under its business key (`order:<id>`, `p2p-order:<id>`), runs
 * that kind's order: wholesale's fulfilment (order-fulfilment.ts) or the p2p kind's escrow, DSCSA
 * and payout steps, supplied from workflows/p2p/ by the bundle's entry (workflows/index.ts), so
 * nothing here imports p2p code. Both kinds track the shipment the same way
 * (track-until-delivered.ts). The older types (`orderFulfilmentWorkflow`, `p2pOrderWorkflow`) stay
 * registered for the workflows already running on them and for the committed histories.
 */
import { ApplicationFailure } from '@temporalio/workflow';
import type { OrderWorkflowInput, SellerKind } from './messages.ts';

/** A seller kind's order run: the workflow body for its orders. */
export type OrderKindRun = (input: OrderWorkflowInput) => Promise<unknown>;

/** The order workflow over the seller kinds' runs. */
export function createOrderWorkflow(kinds: Record<SellerKind, OrderKindRun>) {
  return async function orderWorkflow(input: OrderWorkflowInput): Promise<unknown> {
    const run = kinds[input.sellerKind];
    if (!run) throw ApplicationFailure.nonRetryable(`No order workflow for seller kind ${input.sellerKind}`);
    return run(input);
  };
}
