/**
 * The p2p order workflow's id, input and messages (issue 13): `p2p-order:<orderId>`, started by
 * the p2p checkout once the order row commits (and by the pending-orders relay should that start
 * be lost). Safe to import from the API: this module defines names and types only. The message
 * names live in Temporal histories, so renaming one is a versioning change.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { DisputeDecision, P2pPhase } from '../../domain/p2p/p2p-order-state.ts';
import { ORDER_WORKFLOWS, type ShipmentPackageInput, type TrackingDurations } from '../orders/messages.ts';

export const P2P_ORDER_WORKFLOW_TYPE = ORDER_WORKFLOWS.p2p.type;
export const p2pOrderWorkflowId = ORDER_WORKFLOWS.p2p.workflowId;

/** Production waits; tests pass short ones. */
export type P2pOrderDurations = {
  /** After delivery the buyer may inspect and dispute for this long (2 days); then the payout is released. */
  inspectionMs?: number;
  /** The shipment tracking child's waits (workflows/orders/messages.ts). */
  tracking?: TrackingDurations;
};

export type P2pOrderInput = { orderId: string; durations?: P2pOrderDurations };

export const DEFAULT_INSPECTION_MS = 2 * 24 * 60 * 60 * 1000;

export type P2pActor = 'seller' | 'buyer';
export type ConfirmLotInput = { line_item_id: string; lot: string; exp_date: string };
export type CreateLabelInput = { packages: ShipmentPackageInput[] };
export type P2pCancelInput = { by: P2pActor; reason?: string };
export type OpenDisputeInput = { message: string };
export type DecideDisputeInput = { decision: DisputeDecision; note: string; userId?: string | null };

/** What the p2p order workflow knows; answered by every update and by the `p2pOrderState` query. */
export type P2pOrderState = {
  orderId: string;
  phase: P2pPhase;
  confirmedLineIds: string[];
  shipmentId: string | null;
  trackingNumber: string | null;
  deliveredBy: 'carrier' | 'supplier' | 'pharmacy' | null;
  cancelledBy: P2pActor | null;
  receiptConfirmed: boolean;
  disputeDecision: DisputeDecision | null;
};

export const confirmLotUpdate = defineUpdate<P2pOrderState, [ConfirmLotInput]>('confirmLot');
export const createLabelUpdate = defineUpdate<P2pOrderState, [CreateLabelInput]>('createLabel');
export const p2pCancelUpdate = defineUpdate<P2pOrderState, [P2pCancelInput]>('cancel');
export const confirmReceiptUpdate = defineUpdate<P2pOrderState, [Record<string, never>]>('confirmReceipt');
export const openDisputeUpdate = defineUpdate<P2pOrderState, [OpenDisputeInput]>('openDispute');
export const decideDisputeUpdate = defineUpdate<P2pOrderState, [DecideDisputeInput]>('decideDispute');
export const p2pOrderStateQuery = defineQuery<P2pOrderState>('p2pOrderState');
