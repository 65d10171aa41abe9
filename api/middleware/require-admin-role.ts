import type { MiddlewareHandler } from 'hono';
import { recordAuditEvent } from '../../activities/audit.ts';
import { DomainError } from '../../domain/errors.ts';
import { ADMIN_ROLE_REQUIRED, hasAdminRole } from '../../domain/identity/roles.ts';
import type { AppEnv } from '../context.ts';

/**
 * Function-level access by role (ASVS v5 8.2.1, issue 10): destructive and money-moving calls need
 * the account's admin role. A member gets 403 before the request is read, and the denial is
 * recorded (ASVS v5 16.3.2). The role is read at every call, so a demotion takes effect at once.
 */
export function requireAdminRole(): MiddlewareHandler<AppEnv> {
  return async function requireAdminRoleMiddleware(c, next) {
    const caller = c.get('caller');
    if (!hasAdminRole(caller)) {
      await recordAuditEvent(c.get('deps').db, {
        action: 'authz.denied',
        actorUserId: caller.user.id,
        actorAccountId: caller.account.id,
        target: `${c.req.method} ${c.req.path}`,
        requestId: c.get('requestId'),
        details: { needs: 'admin role' },
      });
      throw new DomainError('AUTH_FORBIDDEN', ADMIN_ROLE_REQUIRED);
    }
    return next();
  };
}
