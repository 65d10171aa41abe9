import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import { authenticateAccessToken } from '../../services/identity/access-tokens.ts';
import { authenticateSession } from '../../activities/identity/sessions.ts';
import type { AppEnv } from '../context.ts';
import { readSessionCookie } from './session-cookie.ts';
import { SIGNUP_PUBLIC_ROUTES } from '../routes/signup/public-paths.ts';

/** Routes that need the `Authorization: Web` header but no session yet (logging in, setting a first password). */
const PUBLIC_ROUTES = new Set<string>([
  'POST /api/v1/session',
  'POST /api/v1/password/set',
  ...SIGNUP_PUBLIC_ROUTES,
]);

/**
 * Every /api/v1 call proves who is calling: `Authorization: Web` with the session cookie (the
 * browser), or `Authorization: Bearer <personal access token>` (CLI, integrations). Anything else
 * is 401. `Web` is not a credential; it is a non-safelisted header that forces a CORS preflight,
 * which the CSRF middleware relies on.
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async function authenticateMiddleware(c, next) {
    const { db, env, now } = c.get('deps');
    const header = c.req.header('authorization')?.trim() ?? '';
    if (PUBLIC_ROUTES.has(`${c.req.method} ${c.req.path}`)) {
      if (header !== 'Web') throw unauthenticated();
      return next();
    }
    if (header.startsWith('Bearer ')) {
      const caller = await authenticateAccessToken(db, header.slice('Bearer '.length).trim(), now());
      if (!caller) throw unauthenticated();
      c.set('caller', caller);
      return next();
    }
    if (header === 'Web') {
      const token = readSessionCookie(c, env);
      const caller = token ? await authenticateSession(db, token, now(), env.session) : null;
      if (!caller) throw unauthenticated();
      c.set('caller', caller);
      return next();
    }
    throw unauthenticated();
  };
}

function unauthenticated() {
  return new DomainError('AUTH_REQUIRED', 'Please log in to continue.');
}
