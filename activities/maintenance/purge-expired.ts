import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordLinks, rateLimitWindows, signupDrafts } from '../../db/schema/index.ts';
import { spentPasswordLinkCutoff } from '../../domain/identity/password-links.ts';
import { signupDraftRetentionCutoff } from '../../domain/signup/drafts.ts';
import { purgeStaleLoginThrottles } from '../identity/login-throttle.ts';
import { purgeExpiredSessions, type SessionPolicy } from '../identity/sessions.ts';

/**
 * Deletes sessions that can no longer be used, login throttle buckets that hold nothing back and
 * rate-limit windows that have ended (a returning key starts a new window anyway), and signup
 * drafts nobody touched within their retention (domain/signup/drafts.ts; a stranger's half-typed
 * signup is not kept for ever), and one-time password links spent (used or expired) a month ago.
 */
export async function purgeExpiredIdentityRecords(db: Database, now: Date, policy: SessionPolicy) {
  const sessions = await purgeExpiredSessions(db, now, policy);
  const loginFailures = await purgeStaleLoginThrottles(db, now);
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowEnd, now))
    .returning({ key: rateLimitWindows.key });
  const drafts = await db
    .delete(signupDrafts)
    .where(lt(signupDrafts.updatedAt, signupDraftRetentionCutoff(now)))
    .returning({ id: signupDrafts.id });
  const cutoff = spentPasswordLinkCutoff(now);
  const links = await db
    .delete(passwordLinks)
    .where(or(lt(passwordLinks.usedAt, cutoff), lt(passwordLinks.expiresAt, cutoff)))
    .returning({ id: passwordLinks.id });
  return {
    sessions,
    loginFailures,
    rateLimitWindows: windows.length,
    signupDrafts: drafts.length,
    passwordLinks: links.length,
  };
}
