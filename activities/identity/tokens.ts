import { createHmac } from 'node:crypto';

// The secrets themselves live in platform/ (the operator commands issue them too).
export { digest, generateSecret, matchesDigest } from '../../platform/secrets.ts';

/**
 * A browser session's CSRF token, derived from its cookie token (HMAC-SHA-256 keyed by it): the
 * server hands it again to a reloaded page without keeping it, and only the holder of the HttpOnly
 * cookie can compute it. The sessions table keeps its digest alone (issue 22).
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('csrf-token').digest('base64url');
}
