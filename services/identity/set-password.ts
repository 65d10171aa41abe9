import { and, eq, isNull, ne } from 'drizzle-orm';
import { DomainError } from '../../domain/errors.ts';
import { isCommonPassword } from '../../domain/identity/common-passwords.ts';
import { passwordLinkProblem, type SetPasswordInput } from '../../domain/identity/password-links.ts';
import { checkPassword } from '../../domain/identity/password-rules.ts';
import type { Database } from '../../db/client.ts';
import { accounts, passwordLinks, users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { claimLoginAttempt, forgiveLoginAttempt } from '../../activities/identity/login-throttle.ts';
import { revokeUserSessions } from '../../activities/identity/sessions.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { digest } from '../../platform/secrets.ts';
import { revokeUserAccessTokens } from './access-tokens.ts';

/**
 * The login throttle's bucket for link guesses: every address gets a few free misses, then waits
 * that double, exactly like wrong passwords at one email (domain/identity/login-throttle.ts).
 */
const LINK_THROTTLE_KEY = 'password-link';

type SetPasswordRequest = SetPasswordInput & { ip: string; requestId: string | null; now: Date };

/**
 * Sets a password from a one-time link (issue 22): the link must exist, be unused and unexpired
 * (a miss counts against the address like a failed login), the password must follow the spec's
 * rules (pharmacy-side §5). In one transaction the link is spent, the user's other links die, and
 * every session and access token the user had ends. Answers the user's email, for the login page.
 */
export async function setPasswordFromLink(
  db: Database,
  request: SetPasswordRequest,
): Promise<{ email: string }> {
  // The rules first: they need no link, so a weak password costs the address no attempt.
  const fields = checkPassword({
    password: request.password,
    confirmation: request.password_confirmation,
    isCommon: isCommonPassword,
  });
  if (Object.keys(fields).length > 0)
    throw new DomainError('PASSWORD_INVALID', Object.values(fields)[0]![0]!, { fields });
  const attempt = { address: request.ip, email: LINK_THROTTLE_KEY, now: request.now };
  await claimLoginAttempt(db, attempt);
  const passwordHash = await hashPassword(request.password);
  const result = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        id: passwordLinks.id,
        userId: passwordLinks.userId,
        expiresAt: passwordLinks.expiresAt,
        usedAt: passwordLinks.usedAt,
        email: users.email,
        accountId: accounts.id,
      })
      .from(passwordLinks)
      .innerJoin(users, eq(users.id, passwordLinks.userId))
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(passwordLinks.tokenHash, digest(request.token)))
      .for('update', { of: passwordLinks });
    const problem = passwordLinkProblem(link, request.now);
    if (!link || problem)
      throw new DomainError('PASSWORD_LINK_INVALID', problem!, { fields: { token: [problem!] } });
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: request.now })
      .where(eq(users.id, link.userId));
    await tx.update(passwordLinks).set({ usedAt: request.now }).where(eq(passwordLinks.id, link.id));
    await tx
      .delete(passwordLinks)
      .where(
        and(
          eq(passwordLinks.userId, link.userId),
          isNull(passwordLinks.usedAt),
          ne(passwordLinks.id, link.id),
        ),
      );
    await revokeUserSessions(tx, link.userId, request.now);
    const tokens = await revokeUserAccessTokens(tx, link.userId, request.now);
    await recordAuditEvent(tx, {
      action: 'auth.password_set_by_link',
      actorUserId: link.userId,
      actorAccountId: link.accountId,
      ip: request.ip,
      requestId: request.requestId,
      details: { access_tokens_revoked: tokens },
    });
    return { email: link.email };
  });
  // A real link was used: the address gets its attempt back.
  await forgiveLoginAttempt(db, attempt);
  return result;
}
