import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/**
 * Where a pharmacy's audit stands (supplier-side §3 Customer audit, §4 Audit). The workflow
 * `audit:<id>` owns the moves; activities write each one here.
 */
export const auditStatus = pgEnum('audit_status', ['requested', 'required_details_sent', 'completed']);
/** A proofs-of-purchase file: generated from the marketplace's records, or uploaded by the wholesaler. */
export const auditDocumentKind = pgEnum('audit_document_kind', ['generated', 'uploaded']);
/** Why support hears of an audit: the pharmacy reports missing proofs, or the deadline passed. */
export const auditNoticeKind = pgEnum('audit_notice_kind', ['missing_proofs', 'deadline_passed']);

/** A third-party auditor (a PBM or an insurer): the new-audit form's existing companies. */
export const auditors = pgTable(
  'auditors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The pharmacy that named it on a new audit; null for the companies the marketplace lists. */
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auditors_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A pharmacy's request to a wholesaler it buys from for proof of its purchases in a date range,
 * for a third-party audit. Its life is the workflow `audit:<id>` (`workflow_started_at` is the
 * outbox the start-stranded-workflows relay reads).
 */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    auditorId: uuid('auditor_id')
      .notNull()
      .references(() => auditors.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    status: auditStatus('status').notNull().default('requested'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** The auditor's deadline: the wholesaler is reminded before it, support is told when it passes. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    detailsSentAt: timestamp('details_sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audits_pharmacy_idx').on(t.pharmacyAccountId, t.createdAt),
    index('audits_supplier_idx').on(t.supplierAccountId, t.createdAt),
  ],
);

/** A file of an audit's proofs: its bytes live in the file store under `file_key`. */
export const auditDocuments = pgTable(
  'audit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id),
    kind: auditDocumentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileKey: text('file_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_documents_audit_idx').on(t.auditId),
    // One generated proofs PDF per audit: the activity that writes it may run again.
    uniqueIndex('audit_documents_one_generated_idx')
      .on(t.auditId)
      .where(sql`${t.kind} = 'generated'`),
  ],
);

/** What support's audit queue lists: a pharmacy's missing-proofs notice, or a passed deadline. */
export const auditSupportNotices = pgTable(
  'audit_support_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id),
    kind: auditNoticeKind('kind').notNull(),
    userComment: text('user_comment'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_support_notices_created_idx').on(t.createdAt),
    // The deadline passes once: the escalation step may run again.
    uniqueIndex('audit_support_notices_one_deadline_idx')
      .on(t.auditId)
      .where(sql`${t.kind} = 'deadline_passed'`),
  ],
);
