import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError } from '../../domain/errors.ts';
import { decideLoginThrottle, LOGIN_THROTTLE } from '../../domain/identity/login-throttle.ts';
import type { LoginInput } from '../../domain/identity/schemas.ts';
import type { Database } from '../../db/client.ts';
import { findActiveIdentity } from '../../db/queries/callers.ts';
import { loginFailures, users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../audit.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../platform/passwords.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

type LogInRequest = LoginInput & {
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  now: Date;
  policy: SessionPolicy;
};

/**
 * Checks a password and opens a session. Unknown emails, wrong passwords, disabled users and
 * suspended accounts all answer the same message after the same amount of work.
 */
export async function logIn(db: Database, request: LogInRequest) {
  const email = request.email.trim().toLowerCase();
  await assertNotThrottled(db, email, request.ip, request.now);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    request.password,
  );
  const identity = user && passwordMatches ? await findActiveIdentity(db, user.id) : null;

  if (!user || !identity) {
    await recordFailure(db, email, request);
    throw new DomainError('AUTH_INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(request.password) })
      .where(eq(users.id, user.id));
  }
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
    via: { kind: 'session', sessionId: session.sessionId, csrfToken: session.csrfToken },
  };
  return { caller, token: session.token };
}

async function assertNotThrottled(db: Database, email: string, ip: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, windowStart)));
  const decision = decideLoginThrottle(
    recent.map((r) => r.failedAt),
    now,
  );
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    const detail = decision.locked
      ? `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      : 'Too many failed attempts. Please wait a moment and try again.';
    throw new DomainError('AUTH_THROTTLED', detail, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [fromIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, hourAgo)));
  if ((fromIp?.n ?? 0) >= LOGIN_THROTTLE.ipFailuresPerHour) {
    throw new DomainError('AUTH_THROTTLED', 'Too many failed attempts. Please try again later.', {
      retryAfterSeconds: 3600,
    });
  }
}

async function recordFailure(db: Database, email: string, request: LogInRequest) {
  await db.insert(loginFailures).values({ email, ip: request.ip, failedAt: request.now });
  await recordAuditEvent(db, {
    action: 'auth.login_failed',
    target: email,
    ip: request.ip,
    requestId: request.requestId,
  });
}
