/**
 * A supplier sends a bundle offer to one of its customers (issue 5: several variants, prices and
 * quantities, a note, a shipping method). Only an approved customer can be party to an offer, and
 * each variant must be one of the supplier's own active listings. A p2p seller (issue 13) sends one
 * to a pharmacy it has traded with, of its own listings whose proof is on file. One transaction
 * writes the bundle, its variants and the 'created' audit event (move 0); its workflow tells the
 * pharmacy.
 */
import { appendNegotiationEvent } from '../../activities/offers/negotiation-events.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isP2pPartner } from '../../db/queries/p2p/p2p-partners.ts';
import { listingBuyable } from '../../db/queries/sellers/listing-conditions.ts';
import { offersShippingMethod } from '../../db/queries/shipping/shipping-settings.ts';
import {
  accounts,
  bundleOffers,
  bundleOfferVariants,
  offerEvents,
  supplierCustomers,
} from '../../db/schema/index.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import { bundleStepKey } from '../../activities/offers/bundle-kind.ts';
import type { Tx } from '../../activities/offers/negotiation-kind.ts';

export type NewBundleOffer = {
  sellerAccountId: string;
  userId: string;
  buyerAccountId: string;
  variants: { listingId: string; priceCents: number; quantity: number }[];
  note?: string | undefined;
  shippingMethod?: string | undefined;
  allowModifyInCart?: boolean | undefined;
  expiresAt: Date;
  now: Date;
};

export const CREATE_MESSAGES = {
  customer: 'Please choose one of your approved customers.',
  partner: 'Please choose a pharmacy that has ordered from you or sent you an offer.',
  p2pListing: 'Please choose one of your active listings with its proof of purchase and pedigree on file.',
  listing: 'Please choose one of your active listings.',
  shipping: 'Please choose one of your shipping methods.',
} as const;

/** The buyer is an active pharmacy the supplier approved (directly, or through its master account). */
async function isApprovedCustomer(tx: Tx, sellerAccountId: string, buyerAccountId: string): Promise<boolean> {
  const [buyer] = await tx.select().from(accounts).where(eq(accounts.id, buyerAccountId));
  if (!buyer || buyer.kind !== 'pharmacy' || buyer.status !== 'active') return false;
  const holders = [buyer.id, buyer.masterAccountId].filter((id): id is string => id !== null);
  const rows = await tx
    .select({ id: supplierCustomers.id })
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, sellerAccountId),
        inArray(supplierCustomers.pharmacyAccountId, holders),
        eq(supplierCustomers.status, 'approved'),
      ),
    );
  return rows.length > 0;
}

/**
 * Field errors for whatever the seller may not offer: a supplier's non-customer, listing or method;
 * a p2p seller's (issue 13) pharmacy it has not traded with, a listing without its proof on file
 * (never buyable), or a method it does not offer.
 */
async function checkNewBundle(tx: Tx, input: NewBundleOffer): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const [seller] = await tx
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, input.sellerAccountId));
  const p2p = seller?.kind === 'pharmacy';
  const party = p2p
    ? await isP2pPartner(tx, input.sellerAccountId, input.buyerAccountId)
    : await isApprovedCustomer(tx, input.sellerAccountId, input.buyerAccountId);
  if (!party) fields.buyer_account_id = [p2p ? CREATE_MESSAGES.partner : CREATE_MESSAGES.customer];
  const own = await offerableListings(
    tx,
    input.sellerAccountId,
    input.variants.map((v) => v.listingId),
    input.now,
  );
  const ownIds = new Set(own.map((r) => r.id));
  input.variants.forEach((v, i) => {
    if (!ownIds.has(v.listingId))
      fields[`variants.${i}.listing_id`] = [p2p ? CREATE_MESSAGES.p2pListing : CREATE_MESSAGES.listing];
  });
  if (
    input.shippingMethod !== undefined &&
    !(await offersShippingMethod(tx, input.sellerAccountId, input.shippingMethod))
  )
    fields.shipping_method = [CREATE_MESSAGES.shipping];
  return fields;
}

/** Which of these are the seller's active listings a buyer may buy (a p2p one needs its proof on file). */
async function offerableListings(tx: Tx, sellerAccountId: string, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  const listed = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return tx.execute<{ id: string }>(sql`select l.id from listings l
    where l.supplier_account_id = ${sellerAccountId} and l.active and l.id in (${listed})
      and ${listingBuyable(isoDate(now))}`);
}

/** Writes the bundle offer (pending); refuses with 422 and field errors. */
export async function createBundleOffer(db: Database, input: NewBundleOffer) {
  return db.transaction(async (tx) => {
    const fields = await checkNewBundle(tx, input);
    const first = Object.entries(fields)[0];
    if (first) throw new DomainError('OFFER_INVALID', first[1][0]!, { fields });
    const [bundle] = await tx
      .insert(bundleOffers)
      .values({
        sellerAccountId: input.sellerAccountId,
        buyerAccountId: input.buyerAccountId,
        createdByUserId: input.userId,
        shippingMethod: input.shippingMethod ?? null,
        note: input.note || null,
        allowModifyInCart: input.allowModifyInCart ?? false,
        expiresAt: input.expiresAt,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    await tx.insert(bundleOfferVariants).values(
      input.variants.map((v) => ({
        bundleOfferId: bundle!.id,
        listingId: v.listingId,
        priceCents: v.priceCents,
        quantity: v.quantity,
      })),
    );
    const totalCents = input.variants.reduce((sum, v) => sum + v.priceCents * v.quantity, 0);
    await appendNegotiationEvent(
      tx,
      { bundleOfferId: bundle!.id },
      {
        key: bundleStepKey(bundle!.id, 0),
        actor: { accountId: input.sellerAccountId, userId: input.userId },
        action: 'created',
        from: null,
        to: 'pending',
        toPriceCents: totalCents,
        quantity: input.variants.reduce((sum, v) => sum + v.quantity, 0),
        note: input.note || null,
        at: input.now,
      },
    );
    return bundle!;
  });
}

/**
 * Undoes a creation whose workflow could not start (nothing else has touched it yet: no workflow,
 * no notification), so a bundle offer never stands without the workflow that runs it.
 */
export async function withdrawBundleOffer(db: Database, bundleOfferId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(offerEvents).where(eq(offerEvents.bundleOfferId, bundleOfferId));
    await tx.delete(bundleOfferVariants).where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId));
    await tx.delete(bundleOffers).where(eq(bundleOffers.id, bundleOfferId));
  });
}
