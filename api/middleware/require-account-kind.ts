import type { MiddlewareHandler } from 'hono';
import { recordAuditEvent } from '../../activities/audit.ts';
import { DomainError } from '../../domain/errors.ts';
import type { AccountKind } from '../../domain/identity/caller.ts';
import type { AppEnv } from '../context.ts';

/**
 * Function-level access (ASVS v5 8.2.1): a whole area belongs to one kind of account. A caller of
 * another kind gets 403 and the denial is recorded (ASVS v5 16.3.2).
 */
export function requireAccountKind(...kinds: AccountKind[]): MiddlewareHandler<AppEnv> {
  return async function requireAccountKindMiddleware(c, next) {
    const caller = c.get('caller');
    if (!kinds.includes(caller.account.kind)) {
      await recordAuditEvent(c.get('deps').db, {
        action: 'authz.denied',
        actorUserId: caller.user.id,
        actorAccountId: caller.account.id,
        target: `${c.req.method} ${c.req.path}`,
        requestId: c.get('requestId'),
      });
      throw new DomainError('AUTH_FORBIDDEN', 'You do not have access to this page.');
    }
    return next();
  };
}
