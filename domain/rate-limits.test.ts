import { describe, expect, it } from 'vitest';
import { decideRateLimit, RATE_LIMITS, rateLimitWindow, retryAfterText } from './rate-limits.ts';

const limit = { perAccount: 3, perAddress: 5, windowSeconds: 60 };
const now = new Date('2026-11-22T12:00:42Z');

describe('rateLimitWindow', () => {
  it('aligns windows to whole multiples of their length', () => {
    expect(rateLimitWindow(limit, now)).toEqual({
      start: new Date('2026-11-22T12:00:00Z'),
      end: new Date('2026-11-22T12:01:00Z'),
    });
    expect(rateLimitWindow(RATE_LIMITS.cards, now).start).toEqual(new Date('2026-11-22T12:00:00Z'));
  });
});

describe('decideRateLimit', () => {
  const end = rateLimitWindow(limit, now).end;

  it('allows up to the limit of the account and of the address, the request itself counted', () => {
    expect(decideRateLimit(limit, { account: 3, address: 5 }, end, now)).toEqual({ allowed: true });
  });

  it('refuses one past either limit until the window ends', () => {
    expect(decideRateLimit(limit, { account: 4, address: 4 }, end, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 18,
    });
    expect(decideRateLimit(limit, { account: 1, address: 6 }, end, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 18,
    });
  });

  it('counts only what it knows: no account for an anonymous caller, no address without a socket', () => {
    expect(decideRateLimit(limit, { address: 5 }, end, now)).toEqual({ allowed: true });
    expect(decideRateLimit(limit, { account: 4 }, end, now).allowed).toBe(false);
  });

  it('never answers a Retry-After of zero', () => {
    expect(decideRateLimit(limit, { account: 9 }, now, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});

describe('retryAfterText', () => {
  it('says seconds under a minute and a half, minutes above', () => {
    expect(retryAfterText(1)).toBe('in 1 second');
    expect(retryAfterText(42)).toBe('in 42 seconds');
    expect(retryAfterText(3000)).toBe('in 50 minutes');
  });
});
