import { date, index, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { states } from './geo.ts';

export const licenceKind = pgEnum('licence_kind', ['state', 'dea']);

/**
 * A pharmacy's licences on file (pharmacy-side §3 signup data: dea_number and dea_expiry, each
 * state licence with its number, state and issue/expiry dates): what a supplier sees on its
 * customer's view with the expiry. A DEA registration has no state. A number is held by one
 * account only (§5 uniqueness: "An account already exists for this …").
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pharmacy_licences_number_key').on(t.kind, t.stateId, t.number).nullsNotDistinct(),
    index('pharmacy_licences_account_idx').on(t.accountId),
  ],
);
