import { and, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Database } from '../../db/client.ts';
import { findActiveIdentity } from '../../db/queries/callers.ts';
import { accounts, sessions, users } from '../../db/schema/index.ts';
import { csrfTokenOf, digest, generateSecret } from './tokens.ts';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

/** How often last_seen_at is refreshed: often enough for the idle timeout, rarely enough to not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Opens a browser session for a user; the raw token goes to the cookie and is never stored, nor is
 * the CSRF token derived from it (only their digests are).
 */
export async function createSession(
  db: Database,
  input: { userId: string; ip: string | null; userAgent: string | null; now: Date; policy: SessionPolicy },
): Promise<{ token: string; csrfToken: string; csrfTokenHash: string; sessionId: string }> {
  const token = generateSecret();
  const csrfToken = csrfTokenOf(token);
  const expiresAt = new Date(input.now.getTime() + input.policy.absoluteHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: digest(token),
      userId: input.userId,
      csrfTokenHash: digest(csrfToken),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, csrfToken, csrfTokenHash: digest(csrfToken), sessionId: row!.id };
}

/** A session that can still be used: not revoked, within its lifetime, not idle too long. */
function isLive(now: Date, policy: SessionPolicy) {
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000);
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gte(sessions.lastSeenAt, idleSince));
}

/** Resolves a session cookie to its caller, or null when unknown, revoked, idle too long or past its lifetime. */
export async function authenticateSession(
  db: Database,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<Caller | null> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, digest(token)), isLive(now, policy)))
    .limit(1);
  if (!session) return null;
  const identity = await findActiveIdentity(db, session.userId);
  if (!identity) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  const via = {
    kind: 'session' as const,
    sessionId: session.id,
    csrfToken: csrfTokenOf(token),
    csrfTokenHash: session.csrfTokenHash,
  };
  return { ...identity, via };
}

/**
 * Which of these sessions can still be used, by the same rule as a call with their cookie (the user
 * active, the account not suspended): the /cable sweep closes the sockets of the others.
 */
export async function findLiveSessionIds(
  db: Database,
  ids: string[],
  now: Date,
  policy: SessionPolicy,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        inArray(sessions.id, ids),
        isLive(now, policy),
        isNull(users.disabledAt),
        eq(accounts.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Ends one session (logout). */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends the session a cookie names, whoever it belongs to: a login ends the session of the cookie
 * it was sent with (ASVS v5 7.2.4), so a browser never holds two live sessions and a planted or
 * shared-computer cookie does not outlive the next login.
 */
export async function revokeSessionByToken(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but the one given (after a password change, or all on suspension). */
export async function revokeUserSessions(
  db: Pick<Database, 'update'>,
  userId: string,
  now: Date,
  exceptSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Deletes sessions that can no longer be used; run on a schedule by the worker. */
export async function purgeExpiredSessions(db: Database, now: Date, policy: SessionPolicy): Promise<number> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, idleCutoff),
        sql`${sessions.revokedAt} is not null`,
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
