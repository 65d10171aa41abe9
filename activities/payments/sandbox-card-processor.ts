/**
 * The sandbox card processor (DESIGN: "a sandbox card processor (Luhn, expiry, CVC, test decline
 * numbers)"), labelled as such in the UI. It is a real local implementation of the CardProcessor
 * port with its own ledger: sandbox_card_tokens holds the outcome a tokenised test card will give
 * and sandbox_card_charges every authorisation, keyed by idempotency key, so a repeated one answers
 * the first result and never holds twice; captures, voids and refunds (sandbox_card_refunds, also
 * keyed) follow it. It uses its own database handle, never the caller's
 * transaction, as an outside processor would: its ledger does not roll back with an order.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCardCharges, sandboxCardRefunds, sandboxCardTokens } from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import { cardBrand, lastFour, normaliseCardNumber, validateCard } from '../../domain/payments/card-rules.ts';
import {
  decideSandboxCharge,
  SANDBOX_DECLINE_MESSAGES,
  type SandboxDeclineReason,
} from '../../domain/payments/sandbox-card.ts';
import type { AuthorizeResult, CardProcessor } from '../ports/card-processor.ts';

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
  throw new DomainError('CARD_INVALID', first, {
    fields,
    message: 'card refused by the sandbox processor',
  });
}

/**
 * A sandbox processor over its own ledger tables; `now` decides whether an expiry is past.
 * `latencyMs` simulates the network round trip of authorising and capturing (0 by default).
 */
export function createSandboxCardProcessor(
  db: Database,
  now: () => Date,
  options: { latencyMs?: number } = {},
): CardProcessor {
  const networkTime = () =>
    options.latencyMs ? new Promise((resolve) => setTimeout(resolve, options.latencyMs)) : Promise.resolve();
  return {
    async tokenize(card) {
      const errors = validateCard(card, now());
      if (Object.keys(errors).length > 0) fail(apiFieldErrors(errors));
      const decision = decideSandboxCharge(card.number);
      // The card is verified as it is saved: any number outside the test list, and the test
      // numbers that decline at verification, are refused here, so a card that cannot pay is never kept.
      if (decision.outcome === 'declined' && decision.at === 'verification') {
        fail({ number: [decision.message] });
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

    async authorize({ token, amountCents, idempotencyKey }) {
      const earlier = await findAuthorization(db, idempotencyKey);
      if (earlier) return resultOf(earlier);
      const [known] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      if (!known) return { ok: false, message: UNKNOWN_TOKEN_MESSAGE };
      await db
        .insert(sandboxCardCharges)
        .values({ idempotencyKey, token, amountCents, outcome: known.declineReason ?? 'authorized' })
        .onConflictDoNothing({ target: sandboxCardCharges.idempotencyKey });
      // The answer travels back over the network: a crash in this window leaves a hold with no order.
      await networkTime();
      // A concurrent authorisation with the same key may have won the insert: its result is the answer.
      return resultOf((await findAuthorization(db, idempotencyKey))!);
    },

    async capture(ref) {
      await networkTime();
      const [row] = await db
        .update(sandboxCardCharges)
        .set({ outcome: 'captured', capturedAt: now() })
        .where(
          and(
            eq(sandboxCardCharges.id, ref),
            inArray(sandboxCardCharges.outcome, ['authorized', 'captured']),
          ),
        )
        .returning({ id: sandboxCardCharges.id });
      if (!row) throw new Error(`sandbox card processor: authorisation ${ref} cannot be captured`);
    },

    async voidAuthorization(idempotencyKey) {
      await db
        .update(sandboxCardCharges)
        .set({ outcome: 'voided' })
        .where(
          and(
            eq(sandboxCardCharges.idempotencyKey, idempotencyKey),
            eq(sandboxCardCharges.outcome, 'authorized'),
          ),
        );
      const row = await findAuthorization(db, idempotencyKey);
      if (!row) return 'none';
      return row.outcome === 'captured' ? 'captured' : 'voided';
    },

    async refund({ ref, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [earlier] = await tx
          .select({ id: sandboxCardRefunds.id })
          .from(sandboxCardRefunds)
          .where(eq(sandboxCardRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { ok: true as const, ref: earlier.id };
        const [charge] = await tx
          .select()
          .from(sandboxCardCharges)
          .where(eq(sandboxCardCharges.id, ref))
          .for('update');
        if (!charge || charge.outcome !== 'captured')
          return { ok: false as const, message: 'Only a captured charge can be refunded.' };
        if (charge.refundedCents + amountCents > charge.amountCents)
          return { ok: false as const, message: 'A refund cannot exceed what is left of the charge.' };
        await tx
          .update(sandboxCardCharges)
          .set({ refundedCents: charge.refundedCents + amountCents })
          .where(eq(sandboxCardCharges.id, ref));
        const [refund] = await tx
          .insert(sandboxCardRefunds)
          .values({ idempotencyKey, chargeId: ref, amountCents })
          .returning({ id: sandboxCardRefunds.id });
        return { ok: true as const, ref: refund!.id };
      });
    },
  };
}

type ChargeRow = typeof sandboxCardCharges.$inferSelect;

async function findAuthorization(db: Database, idempotencyKey: string): Promise<ChargeRow | null> {
  const [row] = await db
    .select()
    .from(sandboxCardCharges)
    .where(eq(sandboxCardCharges.idempotencyKey, idempotencyKey));
  return row ?? null;
}

const HELD = new Set(['authorized', 'captured', 'voided']);

function resultOf(row: ChargeRow): AuthorizeResult {
  if (HELD.has(row.outcome)) return { ok: true, ref: row.id };
  const reason = row.outcome as SandboxDeclineReason;
  return { ok: false, message: SANDBOX_DECLINE_MESSAGES[reason] ?? SANDBOX_DECLINE_MESSAGES.card_declined };
}
