import { describe, expect, it } from 'vitest';
import {
  PASSWORD_LINK_MESSAGES,
  passwordLinkExpiry,
  passwordLinkPath,
  passwordLinkProblem,
  spentPasswordLinkCutoff,
} from './password-links.ts';

const now = new Date('2026-11-29T10:00:00Z');

describe('passwordLinkProblem (issue 22: one use, 72 hours)', () => {
  it('accepts an unused link before it expires', () => {
    expect(passwordLinkProblem({ expiresAt: passwordLinkExpiry(now), usedAt: null }, now)).toBeNull();
  });

  it('refuses an unknown, a used and an expired link, each with its own message', () => {
    expect(passwordLinkProblem(undefined, now)).toBe(PASSWORD_LINK_MESSAGES.unknown);
    const used = { expiresAt: passwordLinkExpiry(now), usedAt: now };
    expect(passwordLinkProblem(used, now)).toBe(PASSWORD_LINK_MESSAGES.used);
    const issued = new Date(now.getTime() - 72 * 3_600_000);
    expect(passwordLinkProblem({ expiresAt: passwordLinkExpiry(issued), usedAt: null }, now)).toBe(
      PASSWORD_LINK_MESSAGES.expired,
    );
  });
});

describe('passwordLinkPath', () => {
  it('puts the token in the set-password page’s query, encoded', () => {
    expect(passwordLinkPath('a+b/c')).toBe('/set-password?token=a%2Bb%2Fc');
  });
});

describe('spentPasswordLinkCutoff', () => {
  it('keeps a spent link 30 days, so its holder is told used or expired, not unknown', () => {
    expect(spentPasswordLinkCutoff(now).toISOString()).toBe('2026-10-30T10:00:00.000Z');
  });
});
