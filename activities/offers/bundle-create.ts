/**
 * A supplier sends a bundle offer to one of its customers (issue 5: several variants, prices and
 * quantities, a note, a shipping method). Only an approved customer can be party to an offer, and
 * each variant must be one of the supplier's own active listings. One transaction writes the
 * bundle, its variants and the 'created' audit event (move 0); its workflow tells the pharmacy.
 */
import { appendNegotiationEvent } from './negotiation-events.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  bundleOffers,
  bundleOfferVariants,
  listings,
  offerEvents,
  supplierCustomers,
  supplierShippingMethods,
} from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import { bundleStepKey } from './bundle-kind.ts';
import type { Tx } from './negotiation-kind.ts';

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

/** Field errors for whatever the supplier may not offer: not its customer, listing or method. */
async function checkNewBundle(tx: Tx, input: NewBundleOffer): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (!(await isApprovedCustomer(tx, input.sellerAccountId, input.buyerAccountId)))
    fields.buyer_account_id = [CREATE_MESSAGES.customer];
  const own = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.supplierAccountId, input.sellerAccountId),
        eq(listings.active, true),
        inArray(
          listings.id,
          input.variants.map((v) => v.listingId),
        ),
      ),
    );
  const ownIds = new Set(own.map((r) => r.id));
  input.variants.forEach((v, i) => {
    if (!ownIds.has(v.listingId)) fields[`variants.${i}.listing_id`] = [CREATE_MESSAGES.listing];
  });
  if (input.shippingMethod !== undefined) {
    const [method] = await tx
      .select({ id: supplierShippingMethods.id })
      .from(supplierShippingMethods)
      .where(
        and(
          eq(supplierShippingMethods.supplierAccountId, input.sellerAccountId),
          eq(supplierShippingMethods.active, true),
          eq(supplierShippingMethods.serviceType, input.shippingMethod),
        ),
      );
    if (!method) fields.shipping_method = [CREATE_MESSAGES.shipping];
  }
  return fields;
}

/** Writes the bundle offer (pending); refuses with 422 and field errors. */
export async function createBundleOffer(db: Database, input: NewBundleOffer) {
  return db.transaction(async (tx) => {
    const fields = await checkNewBundle(tx, input);
    const first = Object.entries(fields)[0];
    if (first) throw new DomainError('RULE_VIOLATION', first[1][0]!, { fields });
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
