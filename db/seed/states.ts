import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { states } from '../schema/index.ts';

/** USPS codes and Census FIPS numbers (public domain), copied from ../shared/data/geo/us_states.csv. */
const STATES_CSV = fileURLToPath(new URL('./data/us_states.csv', import.meta.url));

/** Upserts every state; a row already as in the file is not touched. Answers rows in the file and rows written. */
export async function seedStates(db: Database): Promise<{ rows: number; written: number }> {
  const lines = (await readFile(STATES_CSV, 'utf8')).trim().split('\n').slice(1);
  const rows = lines.map((line) => {
    const [code, name, fips] = line.split(',');
    return { id: Number(fips), code: code!, name: name! };
  });
  const written = await db
    .insert(states)
    .values(rows)
    .onConflictDoUpdate({
      target: states.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name` },
      setWhere: sql`(${states.code}, ${states.name}) is distinct from (excluded.code, excluded.name)`,
    })
    .returning({ id: states.id });
  return { rows: rows.length, written: written.length };
}
