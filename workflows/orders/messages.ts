/**
 * The names and payloads of the order-fulfilment and shipment-tracking messages. They live in
 * Temporal histories, so renaming one is a versioning change. Safe to import from the API: this
 * module imports only message definitions from the workflow SDK.
 */
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { OrderStatus } from '../../domain/orders/order-state.ts';

export const orderWorkflowId = (orderId: string) => `order:${orderId}`;

/** Who an order is bought from (issue 20): a wholesaler, or a pharmacy seller (pharmacy to pharmacy). */
export type SellerKind = 'wholesale' | 'p2p';

/** The one order workflow for every seller kind (order-workflow.ts); new orders start on it. */
export const ORDER_WORKFLOW_TYPE = 'orderWorkflow';

/**
 * Each seller kind's order workflow id (the business key) and its legacy type, on which orders
 * started before the one order workflow still run. The names are recorded in histories; the p2p
 * kind's own module (workflows/p2p/messages.ts) re-exports its pair, so nothing here imports p2p code.
 */
export const ORDER_WORKFLOWS = {
  wholesale: { type: 'orderFulfilmentWorkflow', workflowId: orderWorkflowId },
  p2p: { type: 'p2pOrderWorkflow', workflowId: (orderId: string) => `p2p-order:${orderId}` },
} as const satisfies Record<SellerKind, { type: string; workflowId: (orderId: string) => string }>;
export const shipmentWorkflowId = (shipmentId: string) => `shipment:${shipmentId}`;

/** Production waits; tests pass short ones so net terms and carrier scans run in seconds. */
export type TrackingDurations = {
  /** How often the carrier is asked (30 minutes); the sandbox carrier is asked every step at least. */
  pollMs?: number;
  /** Tracking gives up this long after shipment (30 days). */
  maxAgeMs?: number;
  /** How long each sandbox carrier scan lasts (1 minute: delivered 5 minutes after shipment). */
  sandboxStepMs?: number;
};

export type OrderDurations = {
  /** One day of net terms (86_400_000). */
  dayMs?: number;
  /** The payment reminder goes out this many days before the due date (3). */
  reminderDaysBeforeDue?: number;
  /** Past due, a reminder every this many days (7)… */
  overdueReminderEveryDays?: number;
  /** …at most this many times (4). */
  overdueReminderCap?: number;
  tracking?: TrackingDurations;
};

export type OrderFulfilmentInput = { orderId: string; durations?: OrderDurations };

/**
 * The one order workflow's input: the order, its seller kind, and the kind's waits (each kind
 * reads its own: net terms for wholesale, the inspection window for p2p, tracking for both).
 */
export type OrderWorkflowInput = {
  orderId: string;
  sellerKind: SellerKind;
  durations?: OrderDurations & { inspectionMs?: number };
};

export type OrderActor = 'supplier' | 'pharmacy';
export type OrderItemChange = { id: string; quantity: number };
export type ModifyOrderInput = {
  items: OrderItemChange[];
  shipping_method?: string;
  remove_shipping?: boolean;
  remove_card_fee?: boolean;
  by: OrderActor;
};
export type ShipmentPackageInput = {
  weight: string | number | null;
  length: string | number | null;
  width: string | number | null;
  height: string | number | null;
};
export type ShipOrderInput = { carrier: string; tracking_number: string; packages: ShipmentPackageInput[] };
export type CancelOrderInput = { by: OrderActor; reason?: string };
/** The pharmacy's answer to the supplier's proposed change `proposalId`. */
export type AnswerEditProposalInput = { proposalId: string; accept: boolean };
export type DeliveredBy = 'carrier' | 'supplier' | 'pharmacy';
export type MarkDeliveredInput = { by: 'pharmacy' | 'supplier' };
export type InvoicePaidInput = { invoiceId: string };

/** What the order workflow knows; answered by every update and by the 'orderState' query. */
export type OrderState = {
  orderId: string;
  status: OrderStatus;
  shipmentId: string | null;
  trackingOutcome: TrackingOutcome | null;
  deliveredBy: DeliveredBy | null;
  invoiceId: string | null;
  dueOn: string | null;
  remindersSent: number;
  cancelledBy: OrderActor | null;
  modifications: number;
  /** The supplier's proposed change waiting for the pharmacy's answer (absent in older histories). */
  editProposalId?: string | null;
};

export const acceptOrderUpdate = defineUpdate<OrderState, [Record<string, never>]>('acceptOrder');
export const modifyOrderUpdate = defineUpdate<OrderState, [ModifyOrderInput]>('modifyOrder');
export const shipOrderUpdate = defineUpdate<OrderState, [ShipOrderInput]>('shipOrder');
export const cancelOrderUpdate = defineUpdate<OrderState, [CancelOrderInput]>('cancelOrder');
export const answerEditProposalUpdate = defineUpdate<OrderState, [AnswerEditProposalInput]>(
  'answerEditProposal',
);
/** Mark delivered, answered once the order records it (the signal serves running workflows and histories). */
export const markDeliveredUpdate = defineUpdate<OrderState, [MarkDeliveredInput]>('markOrderDelivered');
export const markDeliveredSignal = defineSignal<[MarkDeliveredInput]>('markDelivered');
export const invoicePaidSignal = defineSignal<[InvoicePaidInput]>('invoicePaid');
export const orderStateQuery = defineQuery<OrderState>('orderState');

export type TrackingOutcome = 'delivered' | 'gave_up' | 'stopped';
export type TrackingResult = { outcome: TrackingOutcome; deliveredBy: 'carrier' | 'supplier' | null };
export type ShipmentTrackingInput = {
  shipmentId: string;
  durations?: TrackingDurations;
  /** Carried over by continue-as-new: when tracking began (epoch ms of workflow time). */
  startedAtMs?: number;
};
export type ManualStatusInput = {
  status: string;
  location_city?: string | null;
  location_state?: string | null;
};
export type StopTrackingInput = { reason: 'marked_delivered' };

export type RecordedStatus = { delivered: boolean };
/** A manual status, answered once the tracking workflow has recorded it. */
export const recordStatusUpdate = defineUpdate<RecordedStatus, [ManualStatusInput]>('recordShipmentStatus');
export const recordStatusSignal = defineSignal<[ManualStatusInput]>('recordStatus');
export const stopTrackingSignal = defineSignal<[StopTrackingInput]>('stopTracking');
