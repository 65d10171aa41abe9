import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const applicationAccountType = pgEnum('application_account_type', ['net_terms', 'credit_card', 'cod']);
export const applicationStatus = pgEnum('wholesaler_application_status', [
  'draft',
  'submitted',
  'approved',
  'declined',
  'expired',
]);

/**
 * A pharmacy's application to become a wholesaler's customer (issue 12, pharmacy-side §2/§4): the
 * wizard's data, the signed agreement, the voided cheque, and the wholesaler's decision. One per
 * (pharmacy, wholesaler); its life is the workflow `wholesaler-application:<pharmacy>:<supplier>`,
 * started from the outbox `workflow_started_at`.
 */
export const wholesalerApplications = pgTable(
  'wholesaler_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id),
    accountType: applicationAccountType('account_type').notNull(),
    vawd: boolean('vawd').notNull().default(false),
    status: applicationStatus('status').notNull().default('draft'),
    /** The step-1 data (pharmacy-side §3 signup / credit application data), as the applicant sent it. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    agreementDocumentId: uuid('agreement_document_id'),
    agreementSignedAt: timestamp('agreement_signed_at', { withTimezone: true }),
    chequeKey: text('cheque_key'),
    chequeFileName: text('cheque_file_name'),
    chequeContentType: text('cheque_content_type'),
    chequeSizeBytes: integer('cheque_size_bytes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedCreditCents: integer('decided_credit_cents'),
    decidedNetDays: smallint('decided_net_days'),
    declineReason: text('decline_reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wholesaler_applications_pair_idx').on(t.pharmacyAccountId, t.supplierAccountId),
    index('wholesaler_applications_supplier_idx').on(t.supplierAccountId, t.status),
    index('wholesaler_applications_unstarted_idx')
      .on(t.createdAt)
      .where(sql`workflow_started_at is null`),
  ],
);
