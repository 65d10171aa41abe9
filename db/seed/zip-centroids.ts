import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { zipCentroids } from '../schema/index.ts';

/**
 * ZCTA internal points of the US Census Bureau's 2021 Gazetteer (public domain), copied from
 * ../shared/data/geo/us_zcta_centroids_census2021.csv (its README names the source); 33,791 rows.
 */
const CENTROIDS_CSV = fileURLToPath(new URL('./data/us_zcta_centroids_census2021.csv', import.meta.url));
/** Rows per insert: three parameters each, well under PostgreSQL's 65,535. */
const BATCH = 5_000;

/**
 * Loads the ZIP centroids. Idempotent and cheap to repeat: when the table already holds as many
 * rows as the file it is left alone, otherwise every row is upserted.
 */
export async function seedZipCentroids(db: Database): Promise<number> {
  const lines = (await readFile(CENTROIDS_CSV, 'utf8')).trim().split('\n').slice(1);
  const [present] = await db.select({ n: count() }).from(zipCentroids);
  if (present?.n === lines.length) return lines.length;
  const rows = lines.map((line) => {
    const [zipcode, latitude, longitude] = line.split(',');
    return { zipcode: zipcode!, latitude: Number(latitude), longitude: Number(longitude) };
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(zipCentroids)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: zipCentroids.zipcode,
        set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
      });
  }
  return rows.length;
}
