/**
 * Saving a card (pharmacy-side §2 Payment card form: card number, expiry, security code): the
 * processor checks and tokenises it; only its token, brand, last four and expiry are stored. The
 * optional location must be one the caller may see (an id in a body is checked like one in a path).
 */
import type { Database } from '../../db/client.ts';
import { findLocationForCaller } from '../../db/queries/locations.ts';
import { paymentCards } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { CardDetails, CardProcessor } from '../../activities/ports/card-processor.ts';

export type NewCard = CardDetails & { holderName: string; locationId?: string | undefined };

/** Tokenises the card through the processor and stores what may be kept of it. */
export async function saveCard(db: Database, processor: CardProcessor, caller: Caller, card: NewCard) {
  if (card.locationId && !(await findLocationForCaller(db, caller, card.locationId)))
    throw notFound('Location');
  const tokenized = await processor.tokenize(card);
  const [row] = await db
    .insert(paymentCards)
    .values({
      accountId: caller.account.id,
      locationId: card.locationId ?? null,
      brand: tokenized.brand,
      last4: tokenized.last4,
      expMonth: tokenized.expMonth,
      expYear: tokenized.expYear,
      holderName: card.holderName,
      processorToken: tokenized.token,
    })
    .returning();
  return row!;
}
