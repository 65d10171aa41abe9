/**
 * Random secrets handed to a client (session, access token, one-time link) and their digests: the
 * database keeps only the digest, so a leaked table hands out nothing live. Here, under platform/,
 * so the operator commands that run against the database (`pharmacy admin create-support`) issue
 * them with the same code as the API.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
