/**
 * The negotiation audit trail shared by offers and bundle offers (`offer_events`): who moved it,
 * when, from which status and price to which. An event's dedupe key is its step's ledger: a
 * retried activity finds it and writes nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerEvents } from '../../db/schema/index.ts';
import type { OfferStatus } from '../../domain/offers/negotiation.ts';

/** The row an event belongs to: an individual offer or a bundle offer. */
export type NegotiationRef = { offerId: string } | { bundleOfferId: string };

export type NegotiationEvent = {
  key: string;
  actor: { accountId: string; userId: string } | null;
  action: string;
  from: OfferStatus | null;
  to: OfferStatus;
  fromPriceCents?: number | null;
  toPriceCents?: number | null;
  quantity?: number | null;
  note?: string | null;
  at: Date;
};

/** Whether the step with this dedupe key was already written. */
export async function isEventWritten(tx: Pick<Database, 'select'>, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: offerEvents.id })
    .from(offerEvents)
    .where(eq(offerEvents.dedupeKey, key))
    .limit(1);
  return rows.length > 0;
}

/** Appends one event to the negotiation's audit trail (once per dedupe key). */
export async function appendNegotiationEvent(
  tx: Pick<Database, 'insert'>,
  ref: NegotiationRef,
  e: NegotiationEvent,
): Promise<void> {
  await tx
    .insert(offerEvents)
    .values({
      ...ref,
      actorAccountId: e.actor?.accountId ?? null,
      actorUserId: e.actor?.userId ?? null,
      action: e.action,
      fromStatus: e.from,
      toStatus: e.to,
      fromPriceCents: e.fromPriceCents ?? null,
      toPriceCents: e.toPriceCents ?? null,
      quantity: e.quantity ?? null,
      note: e.note ?? null,
      dedupeKey: e.key,
      occurredAt: e.at,
    })
    .onConflictDoNothing({ target: offerEvents.dedupeKey });
}
