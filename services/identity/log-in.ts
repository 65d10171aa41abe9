import { desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError } from '../../domain/errors.ts';
import type { LoginInput } from '../../domain/identity/schemas.ts';
import type { Database } from '../../db/client.ts';
import { findActiveIdentity } from '../../db/queries/callers.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../platform/passwords.ts';
import { claimLoginAttempt, forgiveLoginAttempt } from '../../activities/identity/login-throttle.ts';
import {
  createSession,
  revokeSessionByToken,
  type SessionPolicy,
} from '../../activities/identity/sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** Ours (docs/decisions.md): said only after the password matched, so it tells a stranger nothing. */
export const NOT_APPROVED_MESSAGES = {
  pending_review:
    'Your pharmacy’s application is still under review, so you cannot sign in yet. You can follow it on its status page.',
  rejected: 'Your pharmacy’s application was not approved. Its status page gives the reason.',
} as const;

type LogInRequest = LoginInput & {
  /** The session cookie the login was sent with, if any: that session ends when the new one opens. */
  presentedSessionToken: string | undefined;
  /** The client's address (a trusted proxy's X-Forwarded-For, else the socket's): its throttle buckets. */
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  now: Date;
  policy: SessionPolicy;
};

/**
 * Checks a password, within the throttle's allowance for the client address and the email, and
 * opens a new session, ending the one whose cookie came with the request. Unknown emails, wrong
 * passwords, disabled users and suspended accounts all answer the same message after the same
 * amount of work, and all count as failures. The right password on a signup not yet approved
 * answers where the application stands instead (403): only its owner can learn that.
 */
export async function logIn(db: Database, request: LogInRequest) {
  const email = request.email.trim().toLowerCase();
  const attempt = { address: request.ip, email, now: request.now };
  await claimLoginAttempt(db, attempt);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, accountStatus: accounts.status })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sql`lower(${users.email})`, email))
    // Applications not yet approved hold no email (issue 22): the approved holder first, else the newest.
    .orderBy(desc(users.reserved), desc(users.createdAt))
    .limit(1);
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    request.password,
  );
  const identity = user && passwordMatches ? await findActiveIdentity(db, user.id) : null;

  if (!user || !identity) {
    // The attempt stays counted in both buckets: claimLoginAttempt counted it as a failure.
    await recordAuditEvent(db, {
      action: 'auth.login_failed',
      target: email,
      ip: request.ip,
      requestId: request.requestId,
    });
    // The owner of a signup still in review (or declined) proved who they are: say where it stands.
    if (
      user &&
      passwordMatches &&
      (user.accountStatus === 'pending_review' || user.accountStatus === 'rejected')
    )
      throw new DomainError('AUTH_ACCOUNT_NOT_APPROVED', NOT_APPROVED_MESSAGES[user.accountStatus]);
    throw new DomainError('AUTH_INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  await forgiveLoginAttempt(db, attempt);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(request.password) })
      .where(eq(users.id, user.id));
  }
  if (request.presentedSessionToken)
    await revokeSessionByToken(db, request.presentedSessionToken, request.now);
  const session = await createSession(db, {
    userId: user.id,
    ip: request.ip,
    userAgent: request.userAgent,
    now: request.now,
    policy: request.policy,
  });
  await recordAuditEvent(db, {
    action: 'auth.login',
    actorUserId: identity.user.id,
    actorAccountId: identity.account.id,
    ip: request.ip,
    requestId: request.requestId,
  });
  const caller: Caller = {
    ...identity,
    via: {
      kind: 'session',
      sessionId: session.sessionId,
      csrfToken: session.csrfToken,
      csrfTokenHash: session.csrfTokenHash,
    },
  };
  return { caller, token: session.token };
}
