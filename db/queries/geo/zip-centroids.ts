/** ZIP code centroids (the zip_centroids table), for the distance a parcel travels. */
import { inArray } from 'drizzle-orm';
import type { LatLng } from '../../../domain/shipping/distance.ts';
import type { Database } from '../../client.ts';
import { zipCentroids } from '../../schema/index.ts';

/** The centroids of the given 5-digit ZIPs that exist, keyed by ZIP (one query by primary key). */
export async function findZipCentroids(
  db: Pick<Database, 'select'>,
  zips: readonly string[],
): Promise<Map<string, LatLng>> {
  if (zips.length === 0) return new Map();
  const rows = await db
    .select()
    .from(zipCentroids)
    .where(inArray(zipCentroids.zipcode, [...new Set(zips)]));
  return new Map(rows.map((r) => [r.zipcode, { latitude: r.latitude, longitude: r.longitude }]));
}
