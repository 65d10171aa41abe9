/**
 * Waits on workflow time, and the remind-then-expire clock of everything that waits on a person
 * (offers, customer requests, audits, wholesaler applications): the party who must act is reminded
 * before the deadline, and the deadline's step runs when nobody acted in time. Both steps take the
 * turn and do nothing if the subject was settled while they waited for it.
 */
import { condition } from '@temporalio/workflow';
import type { Turn } from './turn.ts';

/** Waits until `done` or the instant `atMs` (workflow time); true when `done` came first. */
export async function waitUntil(done: () => boolean, atMs: number): Promise<boolean> {
  const ms = atMs - Date.now();
  if (ms <= 0) return done();
  return condition(done, ms);
}

export type Deadline = {
  /** True once the subject is settled: the clock stops. */
  done: () => boolean;
  /** When to remind (workflow time); null for no reminder, and none at or after the deadline. */
  remindAtMs: number | null;
  /** When the deadline's step runs. */
  expiresAtMs: number;
};

export type DeadlineSteps = { remind: () => Promise<void>; expire: () => Promise<void> };

/** Reminds at `remindAtMs`, then runs `expire` at `expiresAtMs`, unless `done` comes first. */
export async function remindThenExpire(turn: Turn, deadline: Deadline, steps: DeadlineSteps): Promise<void> {
  const { done, remindAtMs, expiresAtMs } = deadline;
  if (remindAtMs !== null && remindAtMs < expiresAtMs && !(await waitUntil(done, remindAtMs)))
    await turn.take(async () => {
      if (!done()) await steps.remind();
    });
  if (!(await waitUntil(done, expiresAtMs)))
    await turn.take(async () => {
      if (!done()) await steps.expire();
    });
}
