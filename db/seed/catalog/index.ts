/**
 * Seeds the demo catalog (issue 3): several thousand demo products and the two demo suppliers'
 * listings. Runs inside the seed transaction; skipped as a whole when any demo product exists, so
 * a second start keeps the catalog and whatever the demo users changed in it.
 */
import { eq } from 'drizzle-orm';
import { isoDate } from '../../../domain/dates.ts';
import type { Database } from '../../client.ts';
import { listings, products, volumeDiscounts } from '../../schema/index.ts';
import { generateDemoListings } from './generate-listings.ts';
import { generateDemoProducts } from './generate-products.ts';

export type CatalogSeedReport = {
  productsCreated: number;
  listingsCreated: number;
  volumeTiersCreated: number;
};

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters at ~25 columns. */
const BATCH = 1000;

export async function seedDemoCatalog(db: Database, now: Date = new Date()): Promise<CatalogSeedReport> {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isDemo, true))
    .limit(1);
  if (existing) return { productsCreated: 0, listingsCreated: 0, volumeTiersCreated: 0 };
  const productRows = generateDemoProducts();
  const { listings: listingRows, volumeTiers } = generateDemoListings(productRows, isoDate(now));
  for (const batch of batches(productRows)) await db.insert(products).values(batch);
  for (const batch of batches(listingRows)) await db.insert(listings).values(batch);
  for (const batch of batches(volumeTiers)) await db.insert(volumeDiscounts).values(batch);
  return {
    productsCreated: productRows.length,
    listingsCreated: listingRows.length,
    volumeTiersCreated: volumeTiers.length,
  };
}

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}
