import { lt } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '../../domain/identity/login-throttle.ts';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { purgeExpiredSessions, type SessionPolicy } from '../identity/sessions.ts';

/** Deletes sessions that can no longer be used and login failures older than any throttle window. */
export async function purgeExpiredIdentityRecords(db: Database, now: Date, policy: SessionPolicy) {
  const sessions = await purgeExpiredSessions(db, now, policy);
  const keepSince = new Date(now.getTime() - Math.max(LOGIN_THROTTLE.windowMinutes, 60) * 60_000);
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, keepSince))
    .returning({ id: loginFailures.id });
  return { sessions, loginFailures: failures.length };
}
