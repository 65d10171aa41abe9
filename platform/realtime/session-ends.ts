/**
 * The NOTIFY that tells every API process a session can no longer hold a /cable socket (issue 10).
 * The database sends it itself, from triggers (migration 0011): a session revoked or deleted
 * (logout, a new login, a password change, the purge), a user disabled, an account suspended.
 * Whatever path makes the change — an API route, an activity, an operator's SQL — the sockets
 * close. Pure: the trigger writes the payload, the listener decodes it.
 */

/** The channel the triggers notify and every API process LISTENs on. */
export const SESSION_ENDS_CHANNEL = 'cable_session_ends';

/** Whose sockets must close: one session's, every session of a user, or of an account. */
export type SessionEnd = { session: string } | { user: string } | { account: string };

/** The payload as a SessionEnd, or null when it is not one of ours. */
export function decodeSessionEnd(payload: string): SessionEnd | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { session, user, account } = parsed as Record<string, unknown>;
  if (typeof session === 'string' && session) return { session };
  if (typeof user === 'string' && user) return { user };
  if (typeof account === 'string' && account) return { account };
  return null;
}
