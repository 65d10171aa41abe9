/**
 * What a p2p order's life adds beside the ground of issue 13 (db/schema/p2p.ts): the sandbox
 * carrier's shipping label of the order (its tracking number and the stored PDF), and support's
 * decision of a buyer's dispute.
 */
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders, shipments } from './orders.ts';

/** The shipping label the seller created for a p2p order; creating it shipped the order. */
export const p2pShippingLabels = pgTable('p2p_shipping_labels', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  shipmentId: uuid('shipment_id')
    .notNull()
    .references(() => shipments.id),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  /** The label PDF in the file store (`shipping_labels/<uuid>.pdf`). */
  fileKey: text('file_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const p2pDisputeDecision = pgEnum('p2p_dispute_decision', ['release', 'refund']);

/** Support's decision of a buyer's dispute: release the payout to the seller, or refund the buyer. */
export const p2pDisputeDecisions = pgTable('p2p_dispute_decisions', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  decision: p2pDisputeDecision('decision').notNull(),
  note: text('note').notNull(),
  decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});
