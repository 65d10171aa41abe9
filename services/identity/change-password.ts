import { eq } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError } from '../../domain/errors.ts';
import { isCommonPassword } from '../../domain/identity/common-passwords.ts';
import { checkPassword } from '../../domain/identity/password-rules.ts';
import type { ChangePasswordInput } from '../../domain/identity/schemas.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserAccessTokens } from './access-tokens.ts';
import { assertCurrentPassword, type Reauthentication } from './current-password.ts';
import { revokeUserSessions } from '../../activities/identity/sessions.ts';

/**
 * Changes the caller's password after re-checking the current one (ASVS v5 7.5.1), applies the
 * spec's strong-password rule, and in the same transaction ends the user's other sessions and
 * every access token (ASVS v5 7.4.3; issue 10: tokens die with a password change).
 */
export async function changePassword(
  db: Database,
  caller: Caller,
  input: ChangePasswordInput,
  { ip, now }: Reauthentication,
) {
  await assertCurrentPassword(db, caller, input.current_password, { ip, now });
  const fields = checkPassword({
    password: input.password,
    confirmation: input.password_confirmation,
    currentPassword: input.current_password,
    isCommon: isCommonPassword,
  });
  if (Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0]![0]!;
    throw new DomainError('PASSWORD_INVALID', first, { fields });
  }
  const passwordHash = await hashPassword(input.password);
  const keep = caller.via.kind === 'session' ? caller.via.sessionId : undefined;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, caller.user.id));
    await revokeUserSessions(tx, caller.user.id, now, keep);
    const tokens = await revokeUserAccessTokens(tx, caller.user.id, now);
    await recordAuditEvent(tx, {
      action: 'auth.password_changed',
      actorUserId: caller.user.id,
      actorAccountId: caller.account.id,
      details: { access_tokens_revoked: tokens },
    });
  });
}
