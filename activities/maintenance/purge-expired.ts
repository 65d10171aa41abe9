import { lt } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '../../domain/identity/login-throttle.ts';
import type { Database } from '../../db/client.ts';
import { loginFailures, rateLimitWindows } from '../../db/schema/index.ts';
import { purgeExpiredSessions, type SessionPolicy } from '../identity/sessions.ts';

/**
 * Deletes sessions that can no longer be used, login failures older than any throttle window and
 * rate-limit windows that have ended (a returning key starts a new window anyway).
 */
export async function purgeExpiredIdentityRecords(db: Database, now: Date, policy: SessionPolicy) {
  const sessions = await purgeExpiredSessions(db, now, policy);
  const keepSince = new Date(now.getTime() - Math.max(LOGIN_THROTTLE.windowMinutes, 60) * 60_000);
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, keepSince))
    .returning({ id: loginFailures.id });
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowEnd, now))
    .returning({ key: rateLimitWindows.key });
  return { sessions, loginFailures: failures.length, rateLimitWindows: windows.length };
}
