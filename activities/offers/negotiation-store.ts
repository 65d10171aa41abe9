/**
 * The one store below both negotiation workflows (issue 5, issue 9): opening a negotiation,
 * recording a move, reminding and expiring are written here once, for individual offers and
 * bundle offers alike. What differs between the kinds (which row, what a move changes, how the
 * cart follows, the notice texts) is the kind's (offer-kind.ts, bundle-kind.ts).
 *
 * Every step is one transaction. A move's audit event carries the step's dedupe key
 * (`offer:<id>:<seq>`, `bundle-offer:<id>:<seq>`): a retried activity finds it and writes nothing twice.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerEvents } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { isOpen, type OfferStatus, type Side } from '../../domain/offers/negotiation.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { appendNegotiationEvent, isEventWritten, type NegotiationEvent } from './negotiation-events.ts';
import type { NegotiationKind, NegotiationRow, Tx } from './negotiation-kind.ts';

/** The negotiation as its workflow starts from (status, clocks, parties, moves written). */
export type OpenedNegotiation = {
  status: OfferStatus;
  expiresAt: string;
  agreedUntil: string | null;
  seq: number;
  previousStatus: OfferStatus | null;
  buyerAccountId: string;
  sellerAccountId: string;
};

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** How many moves were written and the status before the newest one. */
async function movesOf<Row extends NegotiationRow>(tx: Tx, kind: NegotiationKind<Row>, id: string) {
  const ref = kind.eventRef(id);
  const column = 'offerId' in ref ? offerEvents.offerId : offerEvents.bundleOfferId;
  const events = await tx
    .select({ action: offerEvents.action, from: offerEvents.fromStatus })
    .from(offerEvents)
    .where(eq(column, id))
    .orderBy(desc(offerEvents.occurredAt));
  const seq = events.filter((e) => kind.createdIsMove || e.action !== 'created').length;
  return { seq, lastFrom: events[0]?.from ?? null };
}

/**
 * The negotiation as its workflow starts from, or null when the row is gone (its start was
 * undone); while it is pending, the party who answers first is told it arrived, once.
 */
export async function openNegotiation<Row extends NegotiationRow>(
  db: Database,
  kind: NegotiationKind<Row>,
  id: string,
): Promise<OpenedNegotiation | null> {
  return db.transaction(async (tx) => {
    const row = await kind.find(tx, id);
    if (!row) return null;
    const moves = await movesOf(tx, kind, id);
    if (row.status === 'pending') {
      const notice = await kind.openedNotice(tx, row);
      await kind.notify(tx, row, kind.answersFirst, { key: kind.stepKey(id, 'created'), ...notice });
    }
    return {
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      agreedUntil: row.agreedUntil?.toISOString() ?? null,
      seq: moves.seq,
      previousStatus: row.status === 'cancellation_requested' ? moves.lastFrom : null,
      buyerAccountId: row.buyerAccountId,
      sellerAccountId: row.sellerAccountId,
    };
  });
}

/** Writes a validated move once: the row, the audit event, the cart and the other party's notice. */
export async function recordNegotiationMove<Row extends NegotiationRow>(
  db: Database,
  kind: NegotiationKind<Row>,
  id: string,
  record: NegotiationMoveRecord,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = kind.stepKey(id, record.seq);
    if (await isEventWritten(tx, key)) return { status: record.to };
    const row = await kind.lock(tx, id);
    // The workflow is the only writer of a negotiation: another status means it was moved behind its back.
    if (row.status !== record.from)
      throw new DomainError(
        'OFFER_INVALID_MOVE',
        `This ${kind.noun} changed meanwhile. Please reload the page.`,
        { message: `${kind.noun} ${id} is ${row.status}, the workflow expected ${record.from}` },
      );
    const written = await kind.writeMove(tx, row, record);
    const updated = await kind.update(tx, id, { ...written.change, status: record.to, updatedAt: now });
    const actor = record.move.input.actor;
    await appendNegotiationEvent(tx, kind.eventRef(id), {
      key,
      actor,
      from: record.from,
      to: record.to,
      at: now,
      ...written.event,
    });
    await kind.followInCart(tx, updated, record);
    const notice = await kind.moveNotice(tx, updated, record, written.event);
    await kind.notify(tx, updated, other(actor.side), { key, ...notice });
    return { status: record.to };
  });
}

/** Expires an open negotiation once, as its `seq`-th move (the system's); both parties are told. */
export async function expireNegotiation<Row extends NegotiationRow>(
  db: Database,
  kind: NegotiationKind<Row>,
  id: string,
  seq: number,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = kind.stepKey(id, seq);
    if (await isEventWritten(tx, key)) return { status: 'expired' as const };
    const row = await kind.lock(tx, id);
    if (!isOpen(row.status)) return { status: row.status };
    await kind.update(tx, id, { status: 'expired', updatedAt: now });
    const event: NegotiationEvent = {
      key,
      actor: null,
      action: 'expired',
      from: row.status,
      to: 'expired',
      at: now,
    };
    await appendNegotiationEvent(tx, kind.eventRef(id), { ...event, ...kind.expiredEvent(row) });
    const notice = await kind.expiredNotice(tx, row);
    await kind.notify(tx, row, 'buyer', { key, ...notice });
    await kind.notify(tx, row, 'seller', { key, ...notice });
    return { status: 'expired' as const };
  });
}

/** Reminds the party who must act of the clock started by move `seq`, once; none once it is no longer open. */
export async function remindNegotiation<Row extends NegotiationRow>(
  db: Database,
  kind: NegotiationKind<Row>,
  id: string,
  reminder: { seq: number; side: Side },
  now: Date,
): Promise<{ sent: boolean }> {
  return db.transaction(async (tx) => {
    const row = await kind.find(tx, id);
    if (!row || !isOpen(row.status) || row.expiresAt <= now) return { sent: false };
    const notice = await kind.reminderNotice(tx, row, reminder.side);
    await kind.notify(tx, row, reminder.side, {
      key: kind.stepKey(id, `reminder:${reminder.seq}`),
      ...notice,
    });
    return { sent: true };
  });
}
