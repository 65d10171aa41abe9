import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitWindows } from '../../db/schema/index.ts';
import { purgeStaleLoginThrottles } from '../identity/login-throttle.ts';
import { purgeExpiredSessions, type SessionPolicy } from '../identity/sessions.ts';

/**
 * Deletes sessions that can no longer be used, login throttle buckets that hold nothing back and
 * rate-limit windows that have ended (a returning key starts a new window anyway).
 */
export async function purgeExpiredIdentityRecords(db: Database, now: Date, policy: SessionPolicy) {
  const sessions = await purgeExpiredSessions(db, now, policy);
  const loginFailures = await purgeStaleLoginThrottles(db, now);
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowEnd, now))
    .returning({ key: rateLimitWindows.key });
  return { sessions, loginFailures, rateLimitWindows: windows.length };
}
