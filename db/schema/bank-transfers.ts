import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts, payments } from './payments.ts';

export const bankTransferStatus = pgEnum('bank_transfer_status', ['pending', 'settled', 'returned']);

/**
 * A bank transfer waiting for the bank (issue 23 "A bank transfer settles later"): written in the
 * transaction that writes its pending payment, so it is also the outbox of its
 * `bank-transfer:<paymentId>` workflow (`workflow_started_at` null past a grace period: the
 * start-stranded-workflows relay starts it).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** The bank's reference for the debit (the payment's processor_ref too), once the workflow sent it. */
    bankRef: text('bank_ref'),
    status: bankTransferStatus('status').notNull().default('pending'),
    /** The ACH return code when the bank sent it back (R01 insufficient funds …). */
    returnCode: text('return_code'),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_transfers_account_idx').on(t.bankAccountId, t.status),
    index('bank_transfers_unstarted_idx').on(t.status, t.workflowStartedAt),
  ],
);

export const sandboxBankEntryKind = pgEnum('sandbox_bank_entry_kind', ['micro_deposit', 'debit']);

/**
 * The sandbox bank's own ledger (labelled as a sandbox: no real money moves): the micro-deposits it
 * sent to an account and the debits it was asked to make, keyed by the caller's idempotency key.
 * Its inbox page and CLI read this table; the API's answers never do.
 */
export const sandboxBankEntries = pgTable(
  'sandbox_bank_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: sandboxBankEntryKind('kind').notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    routingNumber: text('routing_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: bankTransferStatus('status').notNull().default('pending'),
    returnCode: text('return_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_bank_entries_account_idx').on(t.bankAccountId, t.createdAt)],
);
