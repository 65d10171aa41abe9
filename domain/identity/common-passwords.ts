/**
 * Common and breached passwords (ASVS v5 6.2.4, 6.2.12), checked locally: the ranked list of
 * about 49,000 leaked passwords that ships with @zxcvbn-ts/language-common. A candidate is
 * common when it, or its core without the digits and symbols people bolt on at either end
 * ("Password1!" → "password"), is on the list.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set((dictionary as Record<string, string[]>)['passwords-common']);
  return list;
}

export function isCommonPassword(candidate: string): boolean {
  const lower = candidate.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  const words = commonPasswords();
  return words.has(lower) || (core.length >= 4 && words.has(core));
}
