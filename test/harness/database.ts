import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import './provided.ts';

/**
 * A database of its own for one test file, copied from the migrated and seeded template: tests
 * never see each other's rows. Dropped by `drop()`. With `{ empty: true }` it has no tables at all,
 * for a test that applies the migrations itself.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<DatabaseHandle & { url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `create database ${name} template ${options.empty ? 'template0' : inject('templateDatabase')}`,
  );
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const handle = openDatabase(url, { max: 5 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
