import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) from the CSPRNG, base64url: ASVS v5 7.2.3 asks for at least 128. */
export function generateSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256 digests; a lookup hashes the presented value. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
