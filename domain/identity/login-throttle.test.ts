import { describe, expect, it } from 'vitest';
import { delayAfterFailures, delaySchedule, LOGIN_THROTTLE, throttledMessage } from './login-throttle.ts';

describe('delayAfterFailures', () => {
  it('lets the first four failures of a pair go without a wait', () => {
    expect([1, 2, 3, 4].map(delayAfterFailures)).toEqual([0, 0, 0, 0]);
  });

  it('makes the pair wait 1 s after the fifth failure, then doubling', () => {
    expect([5, 6, 7, 8, 9].map(delayAfterFailures)).toEqual([1, 2, 4, 8, 16]);
  });

  it('caps the wait at 15 minutes: slowed, never locked out for good', () => {
    expect(delayAfterFailures(15)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(delayAfterFailures(1000)).toBe(15 * 60);
  });
});

describe('delaySchedule', () => {
  it('lists every wait until the cap, the last one holding after it', () => {
    const schedule = delaySchedule();
    expect(schedule).toHaveLength(15);
    expect(schedule.slice(0, 6)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(schedule.at(-1)).toBe(900);
    schedule.forEach((delay, i) => expect(delay).toBe(delayAfterFailures(i + 1)));
  });
});

describe('throttledMessage', () => {
  it('asks for a moment when the wait is short and names the minutes when long', () => {
    expect(throttledMessage(2)).toBe('Too many failed attempts. Please wait a moment and try again.');
    expect(throttledMessage(61)).toBe('Too many failed attempts. Please try again in 2 minutes.');
    expect(throttledMessage(900)).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });
});
