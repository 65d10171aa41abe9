import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const sellerRegistrationStatus = pgEnum('seller_registration_status', [
  'awaiting_signature',
  'in_review',
  'approved',
  'declined',
]);

/** A stored driver licence photo: its key in the file store and what the user called it. */
export type StoredDriverLicence = {
  fileName: string;
  fileKey: string;
  contentType: string;
  sizeBytes: number;
};
/** The overnight-shipping cut-off per weekday, Monday to Saturday (supplier-side §3). */
export type StoredCutoffs = Record<
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday',
  string
>;

/**
 * A pharmacy user's registration as a p2p seller (issue 12, supplier-side §3–§5): its workflow
 * `seller-registration:<userId>` waits for the seller agreement's signature, then support's
 * decision. At most one registration per account is open or approved.
 */
export const sellerRegistrations = pgTable(
  'seller_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: sellerRegistrationStatus('status').notNull().default('awaiting_signature'),
    sellerName: text('seller_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    driverLicenceEmailed: boolean('driver_licence_emailed').notNull().default(false),
    driverLicences: jsonb('driver_licences').$type<StoredDriverLicence[]>().notNull().default([]),
    cutoffs: jsonb('cutoffs').$type<StoredCutoffs>().notNull(),
    /** The seller agreement prepared for signature (the e-signature core's document id). */
    agreementDocumentId: uuid('agreement_document_id'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedSha256: text('signed_sha256'),
    declineReason: text('decline_reason'),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_registrations_open_idx')
      .on(t.accountId)
      .where(sql`status <> 'declined'`),
    index('seller_registrations_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A pharmacy approved as a p2p seller, with its seller shipping settings (the weekday cut-offs
 * from its registration). Its listings come with the next issue.
 */
export const pharmacySellers = pgTable('pharmacy_sellers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  registrationId: uuid('registration_id')
    .notNull()
    .references(() => sellerRegistrations.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
});
