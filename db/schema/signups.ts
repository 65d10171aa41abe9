import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { states } from './geo.ts';

/**
 * The SANDBOX NCPDP directory (issue 12): a seeded table of synthetic pharmacies that the signup's
 * NCPDP lookup reads through the `NcpdpDirectory` port; a real NCPDP dataQ client replaces it.
 */
export const ncpdpSandboxDirectory = pgTable('ncpdp_sandbox_directory', {
  ncpdpNumber: text('ncpdp_number').primaryKey(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  city: text('city').notNull(),
  stateId: smallint('state_id')
    .notNull()
    .references(() => states.id),
  zipcode: text('zipcode').notNull(),
  phone: text('phone').notNull(),
});

/** The states a wholesaler is licensed to ship to: what "the marketplace serves a state" reads. */
export const supplierLicensedStates = pgTable(
  'supplier_licensed_states',
  {
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [uniqueIndex('supplier_licensed_states_pk').on(t.supplierAccountId, t.stateId)],
);

/** The signup funnel (`/track_signup`, `/userleads`): one row a call. */
export const signupEvents = pgTable(
  'signup_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    userType: text('user_type').notNull(),
    key: text('key').notNull(),
    val: text('val').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_events_created_idx').on(t.createdAt)],
);

/** A half-finished signup (`/ajax/process_data`), keyed by the SHA-256 of its resume token; never a password. */
export const signupDrafts = pgTable('signup_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  step: text('step').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a pharmacy told at signup beyond its account, user, location and licences (pharmacy-side §3).
 * The federal tax id is held once reserved, at approval (issue 22), like the email and licences.
 */
export const pharmacyProfiles = pgTable(
  'pharmacy_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    businessLegalName: text('business_legal_name').notNull(),
    businessType: text('business_type').notNull(),
    federalTaxId: text('federal_tax_id').notNull(),
    ncpdpNumber: text('ncpdp_number'),
    mobile: text('mobile').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    partOfAGpo: boolean('part_of_a_gpo').notNull(),
    gpoName: text('gpo_name'),
    documentsByFax: boolean('documents_by_fax').notNull().default(false),
    /** Whether the tax id is held (the unique index's rows); false for an application not yet approved. */
    reserved: boolean('reserved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pharmacy_profiles_federal_tax_id_unique')
      .on(t.federalTaxId)
      .where(sql`${t.reserved}`),
  ],
);

export const accountReviewStatus = pgEnum('account_review_status', [
  'pending',
  'more_info_requested',
  'approved',
  'rejected',
]);

/** Support's review of a new pharmacy account (workflow `account-review:<accountId>`). */
export const accountReviews = pgTable(
  'account_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id),
    status: accountReviewStatus('status').notNull().default('pending'),
    /** The SHA-256 of the application token the applicant's browser keeps (status page, answers). */
    applicationTokenHash: text('application_token_hash').notNull().unique(),
    infoRequest: text('info_request'),
    rejectionReason: text('rejection_reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    supportRemindersSent: integer('support_reminders_sent').notNull().default(0),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    /**
     * When support released a rejected application's identifiers (issue 22): from then on they are
     * never named as a collision of another application.
     */
    identifiersReleasedAt: timestamp('identifiers_released_at', { withTimezone: true }),
    identifiersReleasedByUserId: uuid('identifiers_released_by_user_id').references(() => users.id),
    /** When the applicant entered the code mailed to its email (issue 22): only then support reviews it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The SHA-256 of the code last mailed (with the review id), its expiry and the wrong tries at it. */
    emailCodeHash: text('email_code_hash'),
    emailCodeExpiresAt: timestamp('email_code_expires_at', { withTimezone: true }),
    emailCodeAttempts: integer('email_code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_reviews_status_idx').on(t.status)],
);

export const reviewDocumentKind = pgEnum('review_document_kind', ['state_licence', 'dea', 'answer']);

/** A document of a review: the licence files of the signup and the applicant's answers. */
export const accountReviewDocuments = pgTable(
  'account_review_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => accountReviews.id),
    kind: reviewDocumentKind('kind').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_review_documents_review_idx').on(t.reviewId)],
);
