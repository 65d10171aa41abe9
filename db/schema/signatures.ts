import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const signatureDocumentKind = pgEnum('signature_document_kind', [
  'wholesaler_agreement',
  'seller_agreement',
]);
export const signatureDocumentStatus = pgEnum('signature_document_status', [
  'awaiting_signature',
  'signed',
  'cancelled',
]);
export const signatureEventKind = pgEnum('signature_event_kind', [
  'requested',
  'viewed',
  'signed',
  'downloaded',
  'verification_failed',
]);

/**
 * A document the product's own e-signature asks one user to sign (issue 12): the original PDF and,
 * once signed, the stamped PDF, each kept in the file store with its SHA-256. `workflow_id` is the
 * workflow waiting for the signature (it receives the `documentSigned` signal).
 */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    signerUserId: uuid('signer_user_id')
      .notNull()
      .references(() => users.id),
    kind: signatureDocumentKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    workflowId: text('workflow_id').notNull(),
    title: text('title').notNull(),
    originalKey: text('original_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    signedKey: text('signed_key'),
    signedSha256: text('signed_sha256'),
    status: signatureDocumentStatus('status').notNull().default('awaiting_signature'),
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    index('signature_documents_account_idx').on(t.accountId, t.status),
    index('signature_documents_subject_idx').on(t.subjectId),
  ],
);

/** A signing session: the documents one request (or signing-document call) put before the signer. */
export const signatureRequests = pgTable('signature_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  signerUserId: uuid('signer_user_id')
    .notNull()
    .references(() => users.id),
  documentIds: uuid('document_ids').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The append-only audit trail of a signature document: who did what, from where, on which bytes. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => signatureDocuments.id),
    event: signatureEventKind('event').notNull(),
    userId: uuid('user_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The bytes the event concerns (for `signed`: the signed PDF's). */
    sha256: text('sha256'),
    /** For `signed`: the original PDF's hash, before the stamp. */
    originalSha256: text('original_sha256'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signature_events_document_idx').on(t.documentId, t.at)],
);
