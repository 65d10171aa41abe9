import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { openDatabase } from './client.ts';

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
