import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_DURATIONS, orderDurations, trackingDurations } from './durations.ts';

describe('orderDurations', () => {
  it('keeps the production day when a test scales nothing, and takes the given waits over the defaults', () => {
    expect(orderDurations(undefined).dayMs).toBe(86_400_000);
    expect(orderDurations({ dayMs: 400 })).toMatchObject({ dayMs: 400, reminderDaysBeforeDue: 3 });
  });
});

describe('trackingDurations', () => {
  it('polls every 30 minutes and gives up after 30 days by default (issue 4: gives up after a maximum age)', () => {
    expect(DEFAULT_TRACKING_DURATIONS).toMatchObject({ pollMs: 1_800_000, maxAgeMs: 2_592_000_000 });
    expect(trackingDurations({ pollMs: 100 }).pollMs).toBe(100);
  });
});
