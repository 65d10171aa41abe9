import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
/**
 * `authorized`: a card authorised and its order committed, the capture still to come (the payments
 * reconciler finishes it after a crash); `succeeded`: captured or settled; `pending`: a bank
 * transfer sent and not settled yet (its `bank-transfer:<paymentId>` workflow waits for the bank);
 * `returned`: a bank transfer the bank sent back (an ACH return such as R01).
 */
export const paymentStatus = pgEnum('payment_status', [
  'authorized',
  'succeeded',
  'failed',
  'refunded',
  'pending',
  'returned',
]);

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
    /** The location it pays for (issue 23): checkout for that location offers it; null for none. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    bankName: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The two amounts the bank deposited (as it reported them): never shown, only compared. */
    microDepositCents: jsonb('micro_deposit_cents').$type<[number, number]>(),
    verifyAttempts: smallint('verify_attempts').notNull().default(0),
    holderName: text('holder_name'),
    routingNumber: text('routing_number'),
    accountType: text('account_type', { enum: ['checking', 'savings'] }),
    /** Set when a transfer from this account came back: further bank transfers are refused. */
    transfersHeldAt: timestamp('transfers_held_at', { withTimezone: true }),
    /** Removed by the pharmacy: kept for the payments that name it, hidden everywhere else. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
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

/**
 * One authorisation per idempotency key. `outcome`: authorized, captured, voided, or the decline
 * reason; `refunded_cents` grows with each refund of a captured charge.
 */
export const sandboxCardCharges = pgTable('sandbox_card_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every refund the sandbox processor made, keyed by the caller's idempotency key. */
export const sandboxCardRefunds = pgTable('sandbox_card_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: uuid('charge_id')
    .notNull()
    .references(() => sandboxCardCharges.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox bank's reversals of transfers (a refund of a bank payment), keyed by idempotency key. */
export const sandboxBankReversals = pgTable('sandbox_bank_reversals', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  transferRef: text('transfer_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
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
    /** While the first request runs, retries get 409 until this lease ends; then one may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.accountId, t.key)],
);

export const chargeIntentStatus = pgEnum('charge_intent_status', [
  'authorizing',
  'authorized',
  'committed',
  'captured',
  'voided',
  'declined',
]);

/**
 * The intent of a card payment, committed before the processor is called (authorise → commit →
 * capture). `subject_id` is the order being placed or the invoice being paid; `processor_key` the
 * authorisation's idempotency key. The payments reconciler voids an authorisation whose subject
 * never committed and captures one that did, so a crash at any point leaves one order and one
 * capture, or neither.
 */
export const chargeIntents = pgTable(
  'charge_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose', { enum: ['order', 'invoice'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The request's Idempotency-Key: a retry of the same request resumes this intent. */
    requestKey: text('request_key'),
    amountCents: integer('amount_cents').notNull(),
    processorKey: text('processor_key').notNull().unique(),
    processorRef: text('processor_ref'),
    status: chargeIntentStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('charge_intents_open_idx').on(t.status, t.updatedAt),
    index('charge_intents_request_idx').on(t.accountId, t.requestKey),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'sent', 'failed']);

/**
 * Money owed back on a payment: written in the transaction that cancels or lowers the order (the
 * outbox), then sent to the card processor or the bank, keyed `refund:<order>:<n>` so sending it
 * twice moves money once. The payments reconciler sends what a crash left pending.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id').notNull(),
    refundNumber: integer('refund_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    processorKey: text('processor_key').notNull().unique(),
    processorRef: text('processor_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_order_number_idx').on(t.orderId, t.refundNumber),
    index('refunds_pending_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
