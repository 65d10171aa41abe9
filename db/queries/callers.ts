import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Database } from '../client.ts';
import { accounts, users } from '../schema/index.ts';

type Identity = Pick<Caller, 'user' | 'account'>;

/** Loads an active user with their account, or null when the user is disabled or the account suspended. */
export async function findActiveIdentity(db: Database, userId: string): Promise<Identity | null> {
  const rows = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, userId), isNull(users.disabledAt), eq(accounts.status, 'active')))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      role: row.user.role,
    },
    account: {
      id: row.account.id,
      kind: row.account.kind,
      name: row.account.name,
      masterAccountId: row.account.masterAccountId,
      timeZone: row.account.timeZone,
    },
  };
}
