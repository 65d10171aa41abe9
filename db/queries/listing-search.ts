/**
 * The search box of a seller's own listings, supplier inventory and p2p listings alike: name,
 * generic name, SKU (and the lot, where the seller searches by it) or NDC in any common layout or
 * as a digit prefix. The query joins `products`; the listing columns come from the caller's table
 * (it may be an alias).
 */
import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ndcCandidates } from '../../domain/catalog/ndc.ts';
import { products } from '../schema/index.ts';

export function listingSearchCondition(
  q: string,
  listing: { sku: AnyPgColumn; lot?: AnyPgColumn },
): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { exact, prefix } = ndcCandidates(text);
  const parts: (SQL | undefined)[] = [
    ilike(products.name, like),
    ilike(products.genericName, like),
    ilike(listing.sku, like),
    listing.lot ? ilike(listing.lot, like) : undefined,
  ];
  if (exact.length) parts.push(inArray(products.ndc, exact));
  if (prefix) parts.push(sql`${products.ndc} like ${`${prefix}%`}`);
  return or(...parts);
}
