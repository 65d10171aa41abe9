/**
 * The sandbox card processor (DESIGN: "a sandbox card processor (Luhn, expiry, CVC, test decline
 * numbers)"), labelled as such in the UI. It is a real local implementation of the CardProcessor
 * port with its own ledger: sandbox_card_tokens holds the outcome a tokenised test card will give
 * and sandbox_card_charges every charge, keyed by idempotency key, so a repeated charge answers the
 * first result and never charges twice. It uses its own database handle, never the caller's
 * transaction, as an outside processor would: its ledger does not roll back with an order.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCardCharges, sandboxCardTokens } from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import { cardBrand, lastFour, normaliseCardNumber, validateCard } from '../../domain/payments/card-rules.ts';
import {
  decideSandboxCharge,
  SANDBOX_DECLINE_MESSAGES,
  SANDBOX_UNKNOWN_CARD_MESSAGE,
  type SandboxDeclineReason,
} from '../../domain/payments/sandbox-card.ts';
import type { CardProcessor, ChargeResult } from '../ports/card-processor.ts';

export const SANDBOX_PROCESSOR_LABEL = 'Sandbox card processor';

const BRAND_NAMES = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  unknown: 'Card',
} as const;

const UNKNOWN_TOKEN_MESSAGE = 'This card is no longer on file with the card processor.';

/** The processor's field errors under the payment-methods API's field names (number, exp_month, cvc). */
function apiFieldErrors(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  if (errors.number) fields.number = errors.number;
  if (errors.exp) fields.exp_month = errors.exp;
  if (errors.cvc) fields.cvc = errors.cvc;
  return fields;
}

function fail(fields: FieldErrors): never {
  const first = Object.values(fields)[0]![0]!;
  throw new DomainError('RULE_VIOLATION', first, {
    fields,
    message: 'card refused by the sandbox processor',
  });
}

/** A sandbox processor over its own ledger tables; `now` decides whether an expiry is past. */
export function createSandboxCardProcessor(db: Database, now: () => Date): CardProcessor {
  return {
    async tokenize(card) {
      const errors = validateCard(card, now());
      if (Object.keys(errors).length > 0) fail(apiFieldErrors(errors));
      const decision = decideSandboxCharge(card.number);
      // Any number outside the test list is refused here, so a real card never gets a token.
      if (decision.outcome === 'declined' && decision.message === SANDBOX_UNKNOWN_CARD_MESSAGE) {
        fail({ number: [SANDBOX_UNKNOWN_CARD_MESSAGE] });
      }
      const token = `sbx_tok_${randomBytes(16).toString('hex')}`;
      const declineReason = decision.outcome === 'declined' ? decision.reason : null;
      await db.insert(sandboxCardTokens).values({ token, declineReason });
      const digits = normaliseCardNumber(card.number) ?? '';
      return {
        token,
        brand: BRAND_NAMES[cardBrand(digits)],
        last4: lastFour(digits),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      };
    },

    async charge({ token, amountCents, idempotencyKey }) {
      const earlier = await findCharge(db, idempotencyKey);
      if (earlier) return earlier;
      const [known] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      if (!known) return { ok: false, message: UNKNOWN_TOKEN_MESSAGE };
      const outcome = known.declineReason ?? 'succeeded';
      await db
        .insert(sandboxCardCharges)
        .values({ idempotencyKey, token, amountCents, outcome })
        .onConflictDoNothing({ target: sandboxCardCharges.idempotencyKey });
      // A concurrent charge with the same key may have won the insert: its result is the answer.
      return (await findCharge(db, idempotencyKey))!;
    },

    async refund(ref) {
      await db.update(sandboxCardCharges).set({ outcome: 'refunded' }).where(eq(sandboxCardCharges.id, ref));
    },
  };
}

async function findCharge(db: Database, idempotencyKey: string): Promise<ChargeResult | null> {
  const [row] = await db
    .select()
    .from(sandboxCardCharges)
    .where(eq(sandboxCardCharges.idempotencyKey, idempotencyKey));
  if (!row) return null;
  if (row.outcome === 'succeeded' || row.outcome === 'refunded') return { ok: true, ref: row.id };
  const reason = row.outcome as SandboxDeclineReason;
  return { ok: false, message: SANDBOX_DECLINE_MESSAGES[reason] ?? SANDBOX_DECLINE_MESSAGES.card_declined };
}
