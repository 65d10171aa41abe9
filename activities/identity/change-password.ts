import { eq } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError } from '../../domain/errors.ts';
import { isCommonPassword } from '../../domain/identity/common-passwords.ts';
import { checkPassword } from '../../domain/identity/password-rules.ts';
import type { ChangePasswordInput } from '../../domain/identity/schemas.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../audit.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Changes the caller's password after re-checking the current one (ASVS v5 7.5.1), applies the
 * spec's strong-password rule, and ends the user's other sessions (ASVS v5 7.4.3).
 */
export async function changePassword(db: Database, caller: Caller, input: ChangePasswordInput, now: Date) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new DomainError('RULE_VIOLATION', 'Current password is incorrect.', {
      fields: { current_password: ['Current password is incorrect.'] },
    });
  }
  const fields = checkPassword({
    password: input.password,
    confirmation: input.password_confirmation,
    currentPassword: input.current_password,
    isCommon: isCommonPassword,
  });
  if (Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0]![0]!;
    throw new DomainError('RULE_VIOLATION', first, { fields });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: now })
    .where(eq(users.id, caller.user.id));
  const keep = caller.via.kind === 'session' ? caller.via.sessionId : undefined;
  await revokeUserSessions(db, caller.user.id, now, keep);
  await recordAuditEvent(db, {
    action: 'auth.password_changed',
    actorUserId: caller.user.id,
    actorAccountId: caller.account.id,
  });
}
