import type { Database } from '../../db/client.ts';
import { purgeStaleLoginThrottles } from '../identity/login-throttle.ts';
import { purgeExpiredSessions, type SessionPolicy } from '../identity/sessions.ts';

/** Deletes sessions that can no longer be used and login throttle buckets that hold nothing back. */
export async function purgeExpiredIdentityRecords(db: Database, now: Date, policy: SessionPolicy) {
  const sessions = await purgeExpiredSessions(db, now, policy);
  const loginFailures = await purgeStaleLoginThrottles(db, now);
  return { sessions, loginFailures };
}
