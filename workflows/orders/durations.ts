/** Production defaults of the order and tracking waits; inputs override them (tests, demos). */
import type { OrderDurations, TrackingDurations } from './messages.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export const DEFAULT_ORDER_DURATIONS: Required<Omit<OrderDurations, 'tracking'>> = {
  dayMs: DAY,
  reminderDaysBeforeDue: 3,
  overdueReminderEveryDays: 7,
  overdueReminderCap: 4,
};

export const DEFAULT_TRACKING_DURATIONS: Required<TrackingDurations> = {
  pollMs: 30 * MINUTE,
  maxAgeMs: 30 * DAY,
  sandboxStepMs: MINUTE,
};

/** The order workflow's waits: the given ones over the defaults. */
export function orderDurations(given: OrderDurations | undefined) {
  return { ...DEFAULT_ORDER_DURATIONS, ...given };
}

/** The tracking workflow's waits: the given ones over the defaults. */
export function trackingDurations(given: TrackingDurations | undefined): Required<TrackingDurations> {
  return { ...DEFAULT_TRACKING_DURATIONS, ...given };
}
