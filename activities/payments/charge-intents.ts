/**
 * A card payment in three steps that a crash cannot split (authorise → commit → capture; the
 * Saleor split of checkoutComplete, notes B.3): the intent is committed before the processor is
 * called, the authorisation is recorded on it, the order or invoice commits together with the
 * intent's `committed` mark, and only then is the authorisation captured. Whatever a crash leaves
 * half-done, the payments reconciler (reconcile-payments.ts) finishes from the intent: it voids an
 * authorisation whose subject never committed and captures one that did.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chargeIntents, payments } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { AuthorizeResult, CardProcessor } from '../ports/card-processor.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ChargeIntent = typeof chargeIntents.$inferSelect;
export type ChargePurpose = ChargeIntent['purpose'];

export type IntentDeps = { db: Database; cards: CardProcessor; logger: Pick<Logger, 'error'>; now: Date };

/**
 * The last intent a request (its Idempotency-Key) opened for this purpose: a retry of a request
 * whose first run crashed resumes it instead of authorising again.
 */
export async function findIntentForRequest(
  db: Database,
  accountId: string,
  purpose: ChargePurpose,
  requestKey: string | undefined,
): Promise<ChargeIntent | null> {
  if (!requestKey) return null;
  const [row] = await db
    .select()
    .from(chargeIntents)
    .where(
      and(
        eq(chargeIntents.accountId, accountId),
        eq(chargeIntents.purpose, purpose),
        eq(chargeIntents.requestKey, requestKey),
      ),
    )
    .orderBy(desc(chargeIntents.createdAt))
    .limit(1);
  return row ?? null;
}

/** Records the intent and commits it, before any money is held. */
export async function openIntent(
  db: Database,
  intent: {
    accountId: string;
    purpose: ChargePurpose;
    subjectId: string;
    requestKey: string | undefined;
    amountCents: number;
    now: Date;
  },
): Promise<ChargeIntent> {
  const [row] = await db
    .insert(chargeIntents)
    .values({
      accountId: intent.accountId,
      purpose: intent.purpose,
      subjectId: intent.subjectId,
      requestKey: intent.requestKey ?? null,
      amountCents: intent.amountCents,
      // Each attempt its own key: a card declined once may be tried again, or another card.
      processorKey: `${intent.purpose}:${intent.subjectId}:auth:${randomUUID()}`,
      status: 'authorizing',
      createdAt: intent.now,
      updatedAt: intent.now,
    })
    .returning();
  return row!;
}

/** Holds the intent's amount on the card; the outcome is written on the intent. */
export async function authorizeIntent(
  deps: IntentDeps,
  intent: ChargeIntent,
  token: string,
): Promise<AuthorizeResult> {
  const result = await deps.cards.authorize({
    token,
    amountCents: intent.amountCents,
    idempotencyKey: intent.processorKey,
  });
  await deps.db
    .update(chargeIntents)
    .set(
      result.ok
        ? { status: 'authorized', processorRef: result.ref, updatedAt: deps.now }
        : { status: 'declined', updatedAt: deps.now },
    )
    .where(eq(chargeIntents.id, intent.id));
  return result;
}

/** Inside the transaction that writes the order or pays the invoice: the intent's subject exists. */
export async function markIntentCommitted(tx: Tx, intentId: string, now: Date): Promise<void> {
  await tx
    .update(chargeIntents)
    .set({ status: 'committed', updatedAt: now })
    .where(eq(chargeIntents.id, intentId));
}

/** Captures a committed intent's authorisation; its payment row becomes `succeeded`. Idempotent. */
export async function captureIntent(
  deps: Pick<IntentDeps, 'db' | 'cards' | 'now'>,
  intent: Pick<ChargeIntent, 'id' | 'processorRef'>,
) {
  if (!intent.processorRef) throw new Error(`charge intent ${intent.id} has no authorisation to capture`);
  await deps.cards.capture(intent.processorRef);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'succeeded' })
      .where(and(eq(payments.processorRef, intent.processorRef!), eq(payments.status, 'authorized')));
    await tx
      .update(chargeIntents)
      .set({ status: 'captured', updatedAt: deps.now })
      .where(eq(chargeIntents.id, intent.id));
  });
}

/** Voids the intent's authorisation (if the processor made one) and closes the intent. Idempotent. */
export async function voidIntent(
  deps: Pick<IntentDeps, 'db' | 'cards' | 'now'>,
  intent: Pick<ChargeIntent, 'id' | 'processorKey'>,
): Promise<void> {
  const outcome = await deps.cards.voidAuthorization(intent.processorKey);
  if (outcome === 'captured') throw new Error(`charge intent ${intent.id} was captured; it cannot be voided`);
  await deps.db
    .update(chargeIntents)
    .set({ status: 'voided', updatedAt: deps.now })
    .where(eq(chargeIntents.id, intent.id));
}

/**
 * After the subject committed: capture now. A failure here loses nothing (the intent is
 * committed), so it is logged and left to the reconciler.
 */
export async function captureOrLeave(deps: IntentDeps, intent: ChargeIntent & { processorRef: string }) {
  try {
    await captureIntent(deps, intent);
  } catch (error) {
    deps.logger.error('capture failed; the payments reconciler will retry it', {
      error,
      intentId: intent.id,
    });
  }
}

/** After the subject failed to commit: void now, or leave it to the reconciler if the processor is down. */
export async function voidOrLeave(deps: IntentDeps, intent: ChargeIntent) {
  try {
    await voidIntent(deps, intent);
  } catch (error) {
    deps.logger.error('void failed; the payments reconciler will retry it', { error, intentId: intent.id });
  }
}
