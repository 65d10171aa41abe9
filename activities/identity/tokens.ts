import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) from the CSPRNG, base64url: ASVS v5 7.2.3 asks for at least 128. */
export function generateSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256 digests; a lookup hashes the presented value. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented secret hashes to the stored digest, compared in constant time. */
export function matchesDigest(secret: string | undefined, stored: string): boolean {
  if (!secret) return false;
  const a = Buffer.from(digest(secret), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A browser session's CSRF token, derived from its cookie token (HMAC-SHA-256 keyed by it): the
 * server hands it again to a reloaded page without keeping it, and only the holder of the HttpOnly
 * cookie can compute it. The sessions table keeps its digest alone (issue 22).
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('csrf-token').digest('base64url');
}
