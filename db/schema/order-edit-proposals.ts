import { sql } from 'drizzle-orm';
import { integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export const editProposalStatus = pgEnum('edit_proposal_status', [
  'pending',
  'accepted',
  'declined',
  'lapsed',
]);

/** The edit a proposal would apply: absolute quantities per line and the supplier's switches. */
export type ProposedEdit = {
  items: { id: string; quantity: number }[];
  shipping_method?: string;
  remove_shipping?: boolean;
  remove_card_fee?: boolean;
};

/**
 * A supplier's modification that raises a line above what the pharmacy ordered (issue 10): it
 * changes nothing until the pharmacy accepts it through the order's workflow. One is pending per
 * order at most; a later edit, the shipment or a cancellation lapses it.
 */
export const orderEditProposals = pgTable(
  'order_edit_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order workflow's edit number that proposed it (its idempotency key). */
    seq: integer('seq').notNull(),
    edit: jsonb('edit').$type<ProposedEdit>().notNull(),
    /** What the pharmacy reads: the line, shipping and total changes, priced when proposed. */
    changes: jsonb('changes').$type<string[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: editProposalStatus('status').notNull().default('pending'),
    /** Why it ended without an answer, or the refusal that stopped an acceptance. */
    endNote: text('end_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_edit_proposals_order_seq_idx').on(t.orderId, t.seq),
    uniqueIndex('order_edit_proposals_one_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
