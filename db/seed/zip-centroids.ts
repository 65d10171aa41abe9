import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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
 * Upserts the ZIP centroids. Idempotent: a row already as in the file is not touched, so a second
 * run writes nothing. Answers rows in the file and rows written.
 */
export async function seedZipCentroids(db: Database): Promise<{ rows: number; written: number }> {
  const lines = (await readFile(CENTROIDS_CSV, 'utf8')).trim().split('\n').slice(1);
  const rows = lines.map((line) => {
    const [zipcode, latitude, longitude] = line.split(',');
    return { zipcode: zipcode!, latitude: Number(latitude), longitude: Number(longitude) };
  });
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = await db
      .insert(zipCentroids)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: zipCentroids.zipcode,
        set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
        setWhere: sql`(${zipCentroids.latitude}, ${zipCentroids.longitude}) is distinct from (excluded.latitude, excluded.longitude)`,
      })
      .returning({ zipcode: zipCentroids.zipcode });
    written += batch.length;
  }
  return { rows: rows.length, written };
}
