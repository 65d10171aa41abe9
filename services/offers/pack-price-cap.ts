/**
 * Negotiated prices obey the pack-price cap (supplier-side §5, issue 10): an offer's price, a
 * counter's, a bundle variant's and a bundle counter's are each a pack price the product will be
 * sold at, so each stays under its product's ceiling (domain/catalog/pricing.ts), refused on its
 * field with the same message a listing gets.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, products } from '../../db/schema/index.ts';
import { maxPackPrice, packPriceMessage } from '../../domain/catalog/pricing.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';

export type NegotiatedPrice = { field: string; listingId: string; priceCents: number };

export async function assertUnderPackPriceCap(
  db: Pick<Database, 'select'>,
  prices: NegotiatedPrice[],
): Promise<void> {
  if (prices.length === 0) return;
  const rows = await db
    .select({
      listingId: listings.id,
      isBrand: products.isBrand,
      wacCents: products.wacCents,
      awpCents: products.awpCents,
      maxPackPriceCents: products.maxPackPriceCents,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(inArray(listings.id, [...new Set(prices.map((p) => p.listingId))]));
  const caps = new Map(rows.map((r) => [r.listingId, maxPackPrice(r)]));
  const fields: FieldErrors = {};
  for (const price of prices) {
    const cap = caps.get(price.listingId);
    if (cap && price.priceCents > cap.cents) (fields[price.field] ??= []).push(packPriceMessage(cap));
  }
  const [field, messages] = Object.entries(fields)[0] ?? [];
  if (field && messages)
    throw new DomainError('OFFER_PRICE_ABOVE_CAP', messages[0]!, {
      fields,
      message: `${field}: ${messages[0]}`,
    });
}
