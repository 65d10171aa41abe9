import { describe, expect, it } from 'vitest';
import { decideLoginThrottle, LOGIN_THROTTLE } from './login-throttle.ts';

const now = new Date('2026-11-22T12:00:00Z');
const secondsAgo = (...s: number[]) => s.map((x) => new Date(now.getTime() - x * 1000));

describe('decideLoginThrottle', () => {
  it('allows the first failures freely', () => {
    expect(decideLoginThrottle(secondsAgo(4, 3, 2, 1), now)).toEqual({ allowed: true });
  });

  it('makes the attempt after 5 failures wait 1 s, then doubling', () => {
    expect(decideLoginThrottle(secondsAgo(5, 4, 3, 2, 0), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      locked: false,
    });
    expect(decideLoginThrottle(secondsAgo(6, 5, 4, 3, 2, 0), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
      locked: false,
    });
    expect(decideLoginThrottle(secondsAgo(9, 8, 7, 6, 5, 3), now)).toEqual({ allowed: true });
  });

  it('locks for 15 minutes after 10 failures', () => {
    const ten = secondsAgo(100, 90, 80, 70, 60, 50, 40, 30, 20, 10);
    const decision = decideLoginThrottle(ten, now);
    expect(decision).toEqual({
      allowed: false,
      retryAfterSeconds: LOGIN_THROTTLE.lockMinutes * 60 - 10,
      locked: true,
    });
  });

  it('forgets failures older than the window', () => {
    const old = secondsAgo(
      ...Array.from({ length: 12 }, (_, i) => LOGIN_THROTTLE.windowMinutes * 60 + 10 + i),
    );
    expect(decideLoginThrottle(old, now)).toEqual({ allowed: true });
  });
});
