import {
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { supplierCustomers } from './customers.ts';
import { states } from './geo.ts';

export const taxDocumentKind = pgEnum('tax_document_kind', ['tax_exempt', 'resale']);

/** A pharmacy's tax-exempt or resale certificate (pharmacy-side §2 /pharmacy/tax_documents). */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: taxDocumentKind('kind').notNull(),
    stateId: smallint('state_id').references(() => states.id),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_documents_account_idx').on(t.accountId)],
);

/**
 * A wholesaler's control document (pharmacy-side §2 load_control_document): the controlled-
 * substance form its customers read, as a stored PDF and optionally an external form to fill.
 */
export const supplierControlDocuments = pgTable(
  'supplier_control_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    externalFormUrl: text('external_form_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_control_documents_supplier_idx').on(t.supplierAccountId)],
);

/**
 * What the pharmacy did about an approved wholesaler's notices (pharmacy-side §7): when it opened
 * the wholesaler's external control form, and whether it acknowledged the wholesaler's notice that
 * its location changed.
 */
export const customerNoticeAcks = pgTable(
  'customer_notice_acks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierCustomerId: uuid('supplier_customer_id')
      .notNull()
      .references(() => supplierCustomers.id),
    externalFormAccessedAt: timestamp('external_form_accessed_at', { withTimezone: true }),
    locationChangedAt: timestamp('location_changed_at', { withTimezone: true }),
    locationChangeAckedAt: timestamp('location_change_acked_at', { withTimezone: true }),
    /** When the wholesaler acknowledged the pharmacy's latest location change (issue 23). */
    locationChangeSupplierAckedAt: timestamp('location_change_supplier_acked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customer_notice_acks_customer_idx').on(t.supplierCustomerId)],
);
