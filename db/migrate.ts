import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { openDatabase, type Database } from './client.ts';
import { loadReferenceData, type ReferenceDataReport } from './seed/reference-data.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies every committed migration in order; safe to run on each start. A test of one migration
 * passes a folder holding only those before it.
 */
export async function applyMigrations(databaseUrl: string, folder = migrationsFolder): Promise<void> {
  const handle = openDatabase(databaseUrl, { max: 1 });
  try {
    await migrate(handle.db, { migrationsFolder: folder });
  } finally {
    await handle.close();
  }
}

/**
 * What `pharmacy db migrate` does on any database, production's first: every migration, then the
 * reference data (states, ZIP centroids) in one transaction. Running it again changes nothing.
 */
export async function migrateDatabase(databaseUrl: string): Promise<ReferenceDataReport> {
  await applyMigrations(databaseUrl);
  const handle = openDatabase(databaseUrl, { max: 1 });
  try {
    return await handle.db.transaction((tx) => loadReferenceData(tx as unknown as Database));
  } finally {
    await handle.close();
  }
}
