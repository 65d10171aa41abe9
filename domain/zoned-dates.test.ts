import { describe, expect, it } from 'vitest';
import { daySpanIn, isoDateIn, startOfDayIn } from './zoned-dates.ts';

describe('isoDateIn', () => {
  it('reads an evening in California as that day, though UTC is already the next', () => {
    const evening = new Date('2026-11-25T04:30:00Z'); // 8:30 pm on Nov 24 in Los Angeles
    expect(isoDateIn(evening, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(isoDateIn(evening, 'UTC')).toBe('2026-11-25');
  });
});

describe('startOfDayIn', () => {
  it('is local midnight in standard and in daylight time', () => {
    expect(startOfDayIn('2026-11-24', 'America/New_York').toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(startOfDayIn('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfDayIn('2026-07-04', 'UTC').toISOString()).toBe('2026-07-04T00:00:00.000Z');
  });

  it('holds across the nights the clocks change', () => {
    // US daylight time begins Mar 8 2026 and ends Nov 1 2026 (at 2 am local).
    expect(startOfDayIn('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });
});

describe('daySpanIn', () => {
  it('covers the whole last day: from the first midnight to the midnight after the end', () => {
    const span = daySpanIn({ start: '2026-11-24', end: '2026-11-24' }, 'America/Los_Angeles');
    expect(span.from.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    const evening = new Date('2026-11-25T04:30:00Z');
    expect(evening >= span.from && evening < span.to).toBe(true);
  });
});
