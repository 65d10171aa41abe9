/**
 * What the negotiation store needs to know of a kind of negotiation (an individual offer or a
 * bundle offer): its row, what a move changes, how the cart follows, and the notice texts.
 */
import type { Database } from '../../db/client.ts';
import type { bundleOffers, offers } from '../../db/schema/index.ts';
import type { OfferStatus, Side } from '../../domain/offers/negotiation.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import type { NegotiationEvent, NegotiationRef } from './negotiation-events.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An individual offer's row and a bundle offer's row. */
export type OfferRow = typeof offers.$inferSelect;
export type BundleRow = typeof bundleOffers.$inferSelect;

/** The columns both kinds of negotiation row share. */
export type NegotiationRow = {
  id: string;
  number: number;
  status: OfferStatus;
  expiresAt: Date;
  agreedUntil: Date | null;
  buyerAccountId: string;
  sellerAccountId: string;
};

/** A notice for the notification pane (and /cable). */
export type Notice = { kind: string; title: string; body: string };

/** What a move writes into the audit trail beside its key, actor and statuses. */
export type MoveEvent = Pick<
  NegotiationEvent,
  'action' | 'fromPriceCents' | 'toPriceCents' | 'quantity' | 'note'
>;

/** What a move changes on the row, and how the audit trail names it. */
export type MoveWrite = { change: Record<string, unknown>; event: MoveEvent };

export type NegotiationKind<Row extends NegotiationRow> = {
  /** How messages name it ('offer', 'bundle offer'). */
  noun: string;
  /** Whether the 'created' event counts as the first move (offers: move 1; bundles: move 0). */
  createdIsMove: boolean;
  /** The party that answers a new negotiation (an offer's seller, a bundle's pharmacy). */
  answersFirst: Side;
  eventRef(id: string): NegotiationRef;
  stepKey(id: string, step: number | string): string;
  find(tx: Tx, id: string): Promise<Row | undefined>;
  /** Locks the row for the transaction; a missing row is a 404. */
  lock(tx: Tx, id: string): Promise<Row>;
  update(tx: Tx, id: string, change: Record<string, unknown>): Promise<Row>;
  /** The kind-specific part of a move (a bundle's variants are written here). */
  writeMove(tx: Tx, row: Row, record: NegotiationMoveRecord): Promise<MoveWrite>;
  /** The cart follows the agreement: in at acceptance, out at an approved cancellation. */
  followInCart(tx: Tx, row: Row, record: NegotiationMoveRecord): Promise<void>;
  /** What the audit trail records of an expiry beyond its statuses (the last price of an offer). */
  expiredEvent(row: Row): Partial<MoveEvent>;
  openedNotice(tx: Tx, row: Row): Promise<Notice>;
  moveNotice(tx: Tx, row: Row, record: NegotiationMoveRecord, event: MoveEvent): Promise<Notice>;
  expiredNotice(tx: Tx, row: Row): Promise<Notice>;
  reminderNotice(tx: Tx, row: Row, side: Side): Promise<Notice>;
  /** Tells one party, once per step and side (`key` is the step's). */
  notify(tx: Tx, row: Row, side: Side, notice: Notice & { key: string }): Promise<void>;
};
