/**
 * A bundle offer's variants through a negotiation: which the pharmacy chose, what it countered, and
 * the terms that were agreed (the offered price and quantity, or the counter's), which are what
 * goes into its cart (issue 5 "a bundle offer is accepted with chosen variants").
 */
import { asc, eq } from 'drizzle-orm';
import { bundleOfferVariants, cartItems } from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import type { RespondInput, RespondVariant } from '../../workflows/offers/messages.ts';
import { putAgreedLinesInCart } from './agreed-cart-lines.ts';
import type { BundleRow, Tx } from './negotiation-kind.ts';

export type VariantRow = typeof bundleOfferVariants.$inferSelect;

export async function lockVariants(tx: Tx, bundleOfferId: string): Promise<VariantRow[]> {
  return tx
    .select()
    .from(bundleOfferVariants)
    .where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId))
    .orderBy(asc(bundleOfferVariants.id))
    .for('update');
}

/**
 * Whether a variant is in the pharmacy's answer. Accepting: the variants marked chosen (none given
 * at all, as from a bulk accept: the whole bundle). Countering: every variant listed unless marked
 * not chosen.
 */
export function isInAnswer(
  id: string,
  given: RespondVariant[] | undefined,
  response: 'accepted' | 'counter',
): boolean {
  if (given === undefined) return response === 'accepted';
  const entry = given.find((v) => v.id === id);
  if (!entry) return false;
  return response === 'accepted' ? entry.chosen === true : entry.chosen !== false;
}

export const NOT_A_VARIANT = 'This variant is not part of the bundle offer.';
export const NOTHING_COUNTERED = 'Keep at least one variant in the counter offer.';

/**
 * The answer names only the bundle's own variants, and a counter keeps at least one (the
 * respond rules, domain/offers/respond-input.ts, already require a chosen variant to accept).
 */
export function assertAnswerFits(
  variantIds: readonly string[],
  response: RespondInput['response'],
  given: RespondVariant[] | undefined,
): void {
  const fields: FieldErrors = {};
  given?.forEach((v, i) => {
    if (!variantIds.includes(v.id)) fields[`variants.${i}.id`] = [NOT_A_VARIANT];
  });
  if (
    response === 'counter' &&
    Object.keys(fields).length === 0 &&
    !variantIds.some((id) => isInAnswer(id, given, 'counter'))
  )
    fields.variants = [NOTHING_COUNTERED];
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('OFFER_INVALID', first[0]!, { fields });
}

/** Marks the chosen variants (and clears the others) for an acceptance. */
export async function chooseVariants(tx: Tx, rows: VariantRow[], given: RespondVariant[] | undefined) {
  for (const row of rows) {
    await tx
      .update(bundleOfferVariants)
      .set({ chosen: isInAnswer(row.id, given, 'accepted') })
      .where(eq(bundleOfferVariants.id, row.id));
  }
}

/** Writes the counter: the countered variants' prices and quantities (the offered ones when not given). */
export async function counterVariants(tx: Tx, rows: VariantRow[], given: RespondVariant[] | undefined) {
  for (const row of rows) {
    const inCounter = isInAnswer(row.id, given, 'counter');
    const entry = given?.find((v) => v.id === row.id);
    await tx
      .update(bundleOfferVariants)
      .set({
        chosen: inCounter,
        counterPriceCents: inCounter ? (entry?.price_cents ?? row.priceCents) : null,
        counterQuantity: inCounter ? (entry?.quantity ?? row.quantity) : null,
      })
      .where(eq(bundleOfferVariants.id, row.id));
  }
}

export type AgreedTerms = { listingId: string; unitCents: number; quantity: number };

/** The chosen variants' agreed terms: the counter's once a counter was accepted, else the offer's. */
export function agreedTerms(rows: VariantRow[], fromCounter: boolean): AgreedTerms[] {
  return rows
    .filter((r) => r.chosen)
    .map((r) => ({
      listingId: r.listingId,
      unitCents: fromCounter ? (r.counterPriceCents ?? r.priceCents) : r.priceCents,
      quantity: fromCounter ? (r.counterQuantity ?? r.quantity) : r.quantity,
    }));
}

export function totalOf(terms: { unitCents: number; quantity: number }[]) {
  return {
    cents: terms.reduce((sum, t) => sum + t.unitCents * t.quantity, 0),
    quantity: terms.reduce((sum, t) => sum + t.quantity, 0),
  };
}

/** Every variant at its offered terms (what the supplier proposed). */
export const offeredTerms = (rows: VariantRow[]): AgreedTerms[] =>
  rows.map((r) => ({ listingId: r.listingId, unitCents: r.priceCents, quantity: r.quantity }));

/** The agreed variants into the pharmacy's cart with the supplier, at the agreed prices and quantities. */
export async function putBundleInCart(
  tx: Tx,
  bundle: BundleRow,
  terms: AgreedTerms[],
  addedByUserId: string | null,
) {
  if (!bundle.agreedUntil) throw new Error(`bundle offer ${bundle.id} has no agreed hold`);
  await putAgreedLinesInCart(tx, {
    buyerAccountId: bundle.buyerAccountId,
    sellerAccountId: bundle.sellerAccountId,
    bundleOfferId: bundle.id,
    lines: terms,
    agreedUntil: bundle.agreedUntil,
    allowModify: bundle.allowModifyInCart,
    addedByUserId,
  });
}

/** An approved cancellation takes the bundle's lines out of the cart again. */
export async function removeBundleFromCart(tx: Tx, bundle: BundleRow) {
  await tx.delete(cartItems).where(eq(cartItems.bundleOfferId, bundle.id));
}
