import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { states } from './geo.ts';

export const accountKind = pgEnum('account_kind', ['pharmacy', 'supplier', 'support']);
export const accountStatus = pgEnum('account_status', ['active', 'suspended', 'pending_review', 'rejected']);
export const userRole = pgEnum('user_role', ['admin', 'member', 'operator']);

/**
 * A tenant: a pharmacy, a supplier or the support desk. Every business row hangs off an account and
 * every query is scoped by it. A pharmacy account may be the sub-account of a master pharmacy
 * (the spec's master_user_id, kept here as the master's account).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKind('kind').notNull(),
    name: text('name').notNull(),
    status: accountStatus('status').notNull().default('active'),
    masterAccountId: uuid('master_account_id').references((): AnyPgColumn => accounts.id),
    /** Where the account's days begin and end: date-range filters read its calendar (IANA name). */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_master_idx').on(t.masterAccountId)],
);

/**
 * A person who logs in; belongs to exactly one account. Emails are unique case-insensitively among
 * reserved users: a pharmacy applicant's user is unreserved until support approves the application
 * (issue 22, identity squatting), so an unapproved signup holds no email.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull().default('member'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whether the email is held (the unique index's rows); false for an application not yet approved. */
    reserved: boolean('reserved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.reserved}`),
    index('users_account_idx').on(t.accountId),
  ],
);

/** A pharmacy's ship-to / bill-to location (spec pharmacy-side section 3, Location). */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    zipcode: text('zipcode').notNull(),
    phone: text('phone'),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    glnNumber: text('gln_number'),
    sglnNumber: text('sgln_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_account_idx').on(t.accountId)],
);
