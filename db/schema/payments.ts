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
import { accounts, locations } from './accounts.ts';

export const paymentMethod = pgEnum('payment_method', ['pay_offline', 'card', 'bank_transfer']);
export const paymentStatus = pgEnum('payment_status', ['succeeded', 'failed', 'refunded']);

/**
 * A saved card. Only what the processor returns is kept (brand, last four, expiry and the
 * processor's token); the full number and security code never reach the database.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    locationId: uuid('location_id').references(() => locations.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    processorToken: text('processor_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_cards_account_idx').on(t.accountId)],
);

/** A bank account for transfers; unverified accounts have a weekly sending limit. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    bankName: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    microDepositCents: jsonb('micro_deposit_cents').$type<[number, number]>(),
    verifyAttempts: smallint('verify_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_account_idx').on(t.accountId)],
);

/**
 * The sandbox card processor's own ledger (a real local implementation, labelled as a sandbox):
 * the outcome a tokenised test card will give, and every charge it made, keyed by idempotency key.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCardCharges = pgTable('sandbox_card_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money that moved (or failed to): one row per charge attempt on an order or an invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payerAccountId: uuid('payer_account_id')
      .notNull()
      .references(() => accounts.id),
    payeeAccountId: uuid('payee_account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id'),
    invoiceId: uuid('invoice_id'),
    method: paymentMethod('method').notNull(),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatus('status').notNull(),
    processorRef: text('processor_ref'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_payer_idx').on(t.payerAccountId, t.createdAt),
    index('payments_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * Idempotency keys for writes that move money (Stripe's design): a retry with the same key and
 * the same request answers the first response; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.accountId, t.key)],
);
