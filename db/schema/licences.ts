import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { states } from './geo.ts';

export const licenceKind = pgEnum('licence_kind', ['state', 'dea']);

/**
 * A pharmacy's licences on file (pharmacy-side §3 signup data: dea_number and dea_expiry, each
 * state licence with its number, state and issue/expiry dates): what a supplier sees on its
 * customer's view with the expiry. A DEA registration has no state. A number is held by one
 * account only (§5 uniqueness: "An account already exists for this …"), once reserved: a signup's
 * licences are reserved when support approves it (issue 22), the unique index being the last word.
 */
export const pharmacyLicences = pgTable(
  'pharmacy_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: licenceKind('kind').notNull(),
    number: text('number').notNull(),
    stateId: smallint('state_id').references(() => states.id),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The licence document in the file store, when one was uploaded. */
    documentKey: text('document_key'),
    /** Whether the number is held (the unique index's rows); false for an application not yet approved. */
    reserved: boolean('reserved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A DEA registration has no state: coalesce so two DEA rows with one number collide.
    uniqueIndex('pharmacy_licences_number_key')
      .on(t.kind, sql`coalesce(${t.stateId}, 0)`, t.number)
      .where(sql`${t.reserved}`),
    index('pharmacy_licences_account_idx').on(t.accountId),
  ],
);
