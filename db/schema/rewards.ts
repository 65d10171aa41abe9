import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { invoices } from './invoices.ts';

/** What a prize is (pharmacy-side §2 rewards "filtered by prize type"); a cash claim is `cash`. */
export const rewardPrizeType = pgEnum('reward_prize_type', ['gift_card', 'merchandise', 'cash']);

/** The prize catalogue (issue 23): reference data, loaded by db/seed/reward-prizes.ts. */
export const rewardPrizes = pgTable('reward_prizes', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  prizeType: rewardPrizeType('prize_type').notNull(),
  pointsCost: integer('points_cost').notNull(),
  description: text('description').notNull(),
  /** Retired prizes stay for the history that names them but cannot be claimed. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const rewardEntryKind = pgEnum('reward_entry_kind', [
  'earned',
  'reversed',
  'prize_claim',
  'cash_claim',
]);

/**
 * Every point a pharmacy earns or spends (issue 23): append-only by privilege (migration: the app
 * role may only INSERT and SELECT), so the balance is the sum of the rows. `source_key` makes each
 * write idempotent: `invoice:<id>:earned:<n>`, `invoice:<id>:reversed:<n>`, `claim:<id>`.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: rewardEntryKind('kind').notNull(),
    /** Signed: earned positive; reversed and claims negative. */
    points: integer('points').notNull(),
    sourceKey: text('source_key').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    prizeId: uuid('prize_id').references(() => rewardPrizes.id),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_ledger_source_key_idx').on(t.sourceKey),
    index('reward_ledger_account_idx').on(t.accountId, t.occurredAt),
    index('reward_ledger_invoice_idx').on(t.invoiceId),
  ],
);

/** A cash claim's statement credit (issue 23): the cents it is worth, applied to the next invoices. */
export const rewardCredits = pgTable(
  'reward_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => rewardLedger.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_credits_entry_idx').on(t.ledgerEntryId),
    index('reward_credits_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * The part of a credit an invoice took, written with the invoice (append-only too): what is left of
 * a credit is its amount less its applications, and one credit is applied to an invoice once.
 */
export const rewardCreditApplications = pgTable(
  'reward_credit_applications',
  {
    creditId: uuid('credit_id')
      .notNull()
      .references(() => rewardCredits.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_credit_applications_pk').on(t.creditId, t.invoiceId),
    index('reward_credit_applications_invoice_idx').on(t.invoiceId),
  ],
);
