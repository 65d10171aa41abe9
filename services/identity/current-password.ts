import { eq } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { claimLoginAttempt, forgiveLoginAttempt } from '../../activities/identity/login-throttle.ts';

const INCORRECT = 'Current password is incorrect.';

/** Where a re-authentication comes from: its client address (throttled like a login) and when. */
export type Reauthentication = { ip: string; now: Date };

/**
 * Re-authentication before a sensitive change (ASVS v5 7.5.1): changing the password, making an
 * access token. It is a password check like a login, so it draws on the same throttle buckets of
 * the client address and the user's email: a stolen session cannot be used to guess the password.
 * A wrong password is 422 on the `current_password` field.
 */
export async function assertCurrentPassword(
  db: Database,
  caller: Caller,
  password: string,
  { ip, now }: Reauthentication,
): Promise<void> {
  const attempt = { address: ip, email: caller.user.email.trim().toLowerCase(), now };
  await claimLoginAttempt(db, attempt);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('PASSWORD_INCORRECT', INCORRECT, { fields: { current_password: [INCORRECT] } });
  }
  await forgiveLoginAttempt(db, attempt);
}
