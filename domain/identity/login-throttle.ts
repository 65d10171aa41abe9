/**
 * How hard to push back on failed logins (ASVS v5 6.3.1), without handing an attacker a way to
 * lock people out (issue 10). Failures are counted in two buckets:
 *
 * - per (client address, email): a few free failures, then each attempt waits twice as long as the
 *   last, up to a cap of 15 minutes — the lock. It slows the one guessing from that address; the
 *   owner logging in from anywhere else is not held by it, and from the same address waits at most
 *   the cap, never for good. An hour without a failure, or a success, forgets the pair.
 * - per client address, across emails: credential stuffing from one host stops for the rest of
 *   the hour after 100 failures.
 *
 * There is deliberately no bucket per email alone: any lock on an email is a lever anyone can pull
 * against its owner. Unknown emails are counted like known ones, so the reply never tells whether
 * an account exists.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one address at one email that cost no wait. */
  freeFailures: 5,
  /** The wait after the last free failure, doubled after each further one… */
  firstDelaySeconds: 1,
  /** …up to this (reached after the 15th failure in a row). */
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten after this long without one. */
  forgetAfterMinutes: 60,
  /** Per client address, across emails, in a fixed window of an hour. */
  addressFailuresPerHour: 100,
  addressWindowMinutes: 60,
} as const;

/** How long a pair must wait after its n-th failure in a row, in seconds. */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

/**
 * Every wait from the first failure until the cap (index n - 1 is the wait after the n-th; past the
 * end the last one holds). The database reads it as an array, so the counting statement applies
 * this rule without a copy of it.
 */
export function delaySchedule(): number[] {
  const schedule: number[] = [];
  for (let n = 1; ; n++) {
    schedule.push(delayAfterFailures(n));
    if (schedule.at(-1) === LOGIN_THROTTLE.maxDelaySeconds) return schedule;
  }
}

/** The 429's message: a short wait says so; a long one names the minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return 'Too many failed attempts. Please wait a moment and try again.';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
