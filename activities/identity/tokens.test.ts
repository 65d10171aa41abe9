import { describe, expect, it } from 'vitest';
import { csrfTokenOf, digest, generateSecret, matchesDigest } from './tokens.ts';

describe('csrfTokenOf', () => {
  it('derives the same 256-bit token from a session token, and another from another', () => {
    const session = generateSecret();
    expect(csrfTokenOf(session)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfTokenOf(session)).toBe(csrfTokenOf(session));
    expect(csrfTokenOf(generateSecret())).not.toBe(csrfTokenOf(session));
    expect(csrfTokenOf(session)).not.toContain(session);
  });
});

describe('matchesDigest', () => {
  it('matches the secret whose digest is stored, and nothing else (empty or absent included)', () => {
    const secret = generateSecret();
    const stored = digest(secret);
    expect(matchesDigest(secret, stored)).toBe(true);
    expect(matchesDigest(generateSecret(), stored)).toBe(false);
    expect(matchesDigest('', digest(''))).toBe(false);
    expect(matchesDigest(undefined, stored)).toBe(false);
    expect(matchesDigest(stored, stored)).toBe(false);
  });
});
