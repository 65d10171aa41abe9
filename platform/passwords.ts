import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the ASVS v5 Appendix C floor for t=2 (m=19 MiB, p=1): about 22 ms per verify on
 * our 2-core machines. Changing these values rehashes on the next successful login.
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PARAMS_MARK = `m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Never throws on a malformed hash: a bad stored value simply does not verify. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith('$argon2id$') || !passwordHash.includes(PARAMS_MARK);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the email is unknown, so a miss costs the same time as a wrong
 * password and the response time never tells which emails exist (Vendure CVE-2026-25050).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
}
