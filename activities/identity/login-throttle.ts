import { and, eq, lte, sql } from 'drizzle-orm';
import { DomainError } from '../../domain/errors.ts';
import { delaySchedule, LOGIN_THROTTLE, throttledMessage } from '../../domain/identity/login-throttle.ts';
import type { Database } from '../../db/client.ts';
import { loginThrottleAddresses, loginThrottlePairs } from '../../db/schema/index.ts';

type Attempt = { address: string; email: string; now: Date };

const SCHEDULE = delaySchedule();
const MINUTE_MS = 60_000;

/**
 * Takes one password check from the caller's buckets before the password is looked at (issue 10):
 * the address's hourly bucket, then the (address, email) pair. Each is one atomic upsert that
 * counts the attempt as a failure and admits it only if its bucket allows; parallel attempts queue
 * on the row, so a burst cannot slip past the count. A refusal is 429 with Retry-After and leaves
 * both buckets as they were; a success gives the attempt back (`forgiveLoginAttempt`).
 */
export async function claimLoginAttempt(db: Database, attempt: Attempt): Promise<void> {
  await db.transaction(async (tx) => {
    const windowEnd = await claimFromAddress(tx, attempt);
    if (windowEnd) throw throttled(windowEnd, attempt.now);
    const blockedUntil = await claimFromPair(tx, attempt);
    // Throwing rolls back the address's count too: a refused attempt checked no password.
    if (blockedUntil) throw throttled(blockedUntil, attempt.now);
  });
}

/** A successful check: the pair's failures are forgotten and the address gets its attempt back. */
export async function forgiveLoginAttempt(db: Database, attempt: Omit<Attempt, 'now'>): Promise<void> {
  await db
    .delete(loginThrottlePairs)
    .where(and(eq(loginThrottlePairs.address, attempt.address), eq(loginThrottlePairs.email, attempt.email)));
  await db
    .update(loginThrottleAddresses)
    .set({ failures: sql`greatest(${loginThrottleAddresses.failures} - 1, 0)` })
    .where(eq(loginThrottleAddresses.address, attempt.address));
}

/** Deletes buckets that no longer hold anything back; run hourly with the session purge. */
export async function purgeStaleLoginThrottles(db: Database, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMinutes * MINUTE_MS);
  const windowBefore = new Date(now.getTime() - LOGIN_THROTTLE.addressWindowMinutes * MINUTE_MS);
  const pairs = await db
    .delete(loginThrottlePairs)
    .where(and(lte(loginThrottlePairs.lastFailedAt, forgetBefore), lte(loginThrottlePairs.blockedUntil, now)))
    .returning({ email: loginThrottlePairs.email });
  const addresses = await db
    .delete(loginThrottleAddresses)
    .where(lte(loginThrottleAddresses.windowStartedAt, windowBefore))
    .returning({ address: loginThrottleAddresses.address });
  return pairs.length + addresses.length;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Counts the attempt in the address's window; answers the window's end when it is full. */
async function claimFromAddress(tx: Tx, { address, now: at }: Attempt): Promise<Date | null> {
  const windowMs = LOGIN_THROTTLE.addressWindowMinutes * MINUTE_MS;
  // Raw statements take instants as ISO text: the driver leaves Date parameters to drizzle's columns.
  const now = at.toISOString();
  const expiredBefore = new Date(at.getTime() - windowMs).toISOString();
  const admitted = await tx.execute(sql`
    insert into login_throttle_addresses as a (address, window_started_at, failures)
    values (${address}, ${now}::timestamptz, 1)
    on conflict (address) do update set
      window_started_at = case when a.window_started_at <= ${expiredBefore}::timestamptz then ${now}::timestamptz else a.window_started_at end,
      failures = case when a.window_started_at <= ${expiredBefore}::timestamptz then 1 else a.failures + 1 end
    where a.window_started_at <= ${expiredBefore}::timestamptz or a.failures < ${LOGIN_THROTTLE.addressFailuresPerHour}
    returning a.failures`);
  if (admitted.length > 0) return null;
  const [row] = await tx
    .select({ windowStartedAt: loginThrottleAddresses.windowStartedAt })
    .from(loginThrottleAddresses)
    .where(eq(loginThrottleAddresses.address, address));
  return new Date(row!.windowStartedAt.getTime() + windowMs);
}

/** Counts the attempt for the (address, email) pair; answers until when it is held back, if it is. */
async function claimFromPair(tx: Tx, { address, email, now: at }: Attempt): Promise<Date | null> {
  const now = at.toISOString();
  const forgetBefore = new Date(at.getTime() - LOGIN_THROTTLE.forgetAfterMinutes * MINUTE_MS).toISOString();
  const schedule = `{${SCHEDULE.join(',')}}`;
  // The n-th failure in a row holds the pair for the schedule's n-th wait (the last one past its end).
  const failures = sql`case when p.last_failed_at <= ${forgetBefore}::timestamptz then 1 else p.failures + 1 end`;
  const admitted = await tx.execute(sql`
    insert into login_throttle_pairs as p (address, email, failures, last_failed_at, blocked_until)
    values (${address}, ${email}, 1, ${now}::timestamptz, ${now}::timestamptz + make_interval(secs => (${schedule}::int[])[1]))
    on conflict (address, email) do update set
      failures = ${failures},
      last_failed_at = ${now}::timestamptz,
      blocked_until = ${now}::timestamptz + make_interval(
        secs => (${schedule}::int[])[least(${failures}, cardinality(${schedule}::int[]))])
    where p.blocked_until <= ${now}::timestamptz
    returning p.failures`);
  if (admitted.length > 0) return null;
  const [row] = await tx
    .select({ blockedUntil: loginThrottlePairs.blockedUntil })
    .from(loginThrottlePairs)
    .where(and(eq(loginThrottlePairs.address, address), eq(loginThrottlePairs.email, email)));
  return row!.blockedUntil;
}

function throttled(until: Date, now: Date): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new DomainError('AUTH_THROTTLED', throttledMessage(retryAfterSeconds), { retryAfterSeconds });
}
