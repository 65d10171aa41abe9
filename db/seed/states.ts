import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { states } from '../schema/index.ts';

/** USPS codes and Census FIPS numbers (public domain), copied from ../shared/data/geo/us_states.csv. */
const STATES_CSV = fileURLToPath(new URL('./data/us_states.csv', import.meta.url));

export async function seedStates(db: Database): Promise<number> {
  const lines = (await readFile(STATES_CSV, 'utf8')).trim().split('\n').slice(1);
  const rows = lines.map((line) => {
    const [code, name, fips] = line.split(',');
    return { id: Number(fips), code: code!, name: name! };
  });
  await db
    .insert(states)
    .values(rows)
    .onConflictDoUpdate({ target: states.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
  return rows.length;
}
