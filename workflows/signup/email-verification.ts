/**
 * The account review's first step (issue 22): mail the applicant a code and wait until its email is
 * verified, mailing a new code when asked; the wait re-reads the application on a timer so a lost
 * signal strands nobody, and gives up (abandoned) after the verification window.
 */
import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { signupEmailSignal } from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** Sets the signal handlers now (before the workflow's first await); `run` waits for the email. */
export function emailVerification(
  accountId: string,
  timings: { emailRecheckMs: number; emailVerificationMs: number },
) {
  let verified = false;
  let requests = 0;
  setHandler(signupEmailSignal, ({ event }) => {
    if (event === 'verified') verified = true;
    else requests += 1;
  });
  /** True once verified; false when the window passed or the application is gone. */
  async function run(): Promise<boolean> {
    await acts.sendSignupEmailCode(accountId);
    let waited = 0;
    while (!verified) {
      const seen = requests;
      const moved = await condition(() => verified || requests !== seen, timings.emailRecheckMs);
      if (verified) break;
      if (moved) {
        await acts.sendSignupEmailCode(accountId);
        continue;
      }
      const found = await clockActs.isSignupEmailVerified(accountId);
      if (found === null) return false;
      if (found) return true;
      waited += timings.emailRecheckMs;
      if (waited >= timings.emailVerificationMs) return false;
    }
    return true;
  }
  return { run };
}
