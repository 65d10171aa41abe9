import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { appUrlOf } from '../../scripts/lib/database-roles.ts';
import './provided.ts';

/**
 * A database of its own for one test file, copied from the migrated and seeded template: tests
 * never see each other's rows. Dropped by `drop()`. With `{ empty: true }` it has no tables at all,
 * for a test that applies the migrations itself. The handle and `url` log in as the application
 * role, as the API and the worker do; `ownerUrl` as the owner, for migrations and fixtures that
 * need more than the application may do (`{ as: 'owner' }` makes the handle the owner's).
 */
export async function createTestDatabase(
  options: { empty?: boolean; as?: 'app' | 'owner' } = {},
): Promise<DatabaseHandle & { url: string; ownerUrl: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `create database ${name} template ${options.empty ? 'template0' : inject('templateDatabase')}`,
  );
  await admin.end();
  const ownerUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
  const url = options.as === 'owner' ? ownerUrl : appUrlOf(ownerUrl);
  const handle = openDatabase(url, { max: 5 });
  return {
    ...handle,
    url,
    ownerUrl,
    drop: async () => {
      await handle.close();
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
