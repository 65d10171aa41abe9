/**
 * What every move of an individual offer shares. Each runs in one transaction that locks the offer
 * row, changes it, appends its audit event and tells the other party. The event's dedupe key
 * (`offer:<id>:<seq>`) is the move's ledger: a retried activity finds it and writes nothing twice.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, listings, offers, products } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Side } from '../../domain/offers/negotiation.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OfferRow = typeof offers.$inferSelect;

/** The audit event's (and the move's notification's) dedupe key. */
export const offerMoveKey = (offerId: string, seq: number) => `offer:${offerId}:${seq}`;

/** Locks the offer row for the transaction; a missing offer is a 404. */
export async function lockOffer(tx: Tx, offerId: string): Promise<OfferRow> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw notFound('Offer');
  return offer;
}

/** What a notice about an offer names: the product and the parties. */
export async function describeOffer(tx: Tx, offer: OfferRow) {
  const [row] = await tx
    .select({ product: products.name, strength: products.strength })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(listings.id, offer.listingId));
  const names = await tx
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind })
    .from(accounts)
    .where(inArray(accounts.id, [offer.buyerAccountId, offer.sellerAccountId]));
  const party = (id: string) => names.find((n) => n.id === id);
  return {
    product: row ? `${row.product} ${row.strength}`.trim() : 'the product',
    buyer: party(offer.buyerAccountId)?.name ?? 'The buyer',
    seller: party(offer.sellerAccountId)?.name ?? 'The seller',
    sellerKind: party(offer.sellerAccountId)?.kind ?? 'supplier',
  };
}

export type OfferNotice = { key: string; kind: string; title: string; body: string };

/** Tells one party of the offer (notification pane and /cable), linking to that side's offers page. */
export async function notifyParty(
  tx: Tx,
  offer: OfferRow,
  side: Side,
  notice: OfferNotice,
  sellerKind: string,
): Promise<void> {
  const link = side === 'buyer' || sellerKind === 'pharmacy' ? '/pharmacy/offers' : '/suppliers/offers';
  await notifyAccount(tx, {
    accountId: side === 'buyer' ? offer.buyerAccountId : offer.sellerAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link,
    dedupeKey: notice.key,
    details: { offer_id: offer.id, offer_number: offer.number },
  });
}
