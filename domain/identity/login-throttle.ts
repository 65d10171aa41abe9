/**
 * How hard to push back on repeated failed logins (ASVS v5 6.3.1). Failures are counted per email
 * within a window; after a few, each attempt must wait longer (doubling), and past a limit the
 * email is locked for a while. The same arithmetic applies to unknown emails, so the reply never
 * tells whether an account exists.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  freeFailures: 5,
  lockAfterFailures: 10,
  lockMinutes: 15,
  maxDelaySeconds: 60,
  /** Per client address, across emails: credential stuffing from one host. */
  ipFailuresPerHour: 100,
} as const;

export type ThrottleDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; locked: boolean };

/** Decides whether a login for an email may proceed, given its recent failure times (newest last). */
export function decideLoginThrottle(failures: Date[], now: Date): ThrottleDecision {
  const windowStart = now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000;
  const recent = failures.filter((f) => f.getTime() > windowStart).sort((a, b) => a.getTime() - b.getTime());
  const last = recent.at(-1);
  if (!last || recent.length < LOGIN_THROTTLE.freeFailures) return { allowed: true };
  const sinceLastMs = now.getTime() - last.getTime();
  if (recent.length >= LOGIN_THROTTLE.lockAfterFailures) {
    const waitMs = LOGIN_THROTTLE.lockMinutes * 60_000 - sinceLastMs;
    return waitMs > 0
      ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000), locked: true }
      : { allowed: true };
  }
  const exponent = recent.length - LOGIN_THROTTLE.freeFailures;
  const delayMs = Math.min(2 ** exponent, LOGIN_THROTTLE.maxDelaySeconds) * 1000;
  const waitMs = delayMs - sinceLastMs;
  return waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000), locked: false }
    : { allowed: true };
}
