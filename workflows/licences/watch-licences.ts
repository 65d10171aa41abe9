import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { watchLicences } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10s', backoffCoefficient: 2, maximumAttempts: 10 },
});

/**
 * The daily licence watch (issue 12, the 'watch-licences' schedule): warns accounts 30 and 7 days
 * before a DEA or state licence expires and tells them, and their suppliers who asked, once it
 * expired. `at` (ISO instant) replaces the activity's clock, for tests and a replayed day.
 */
export async function watchLicencesWorkflow(
  input: { at?: string } = {},
): Promise<{ warned: number; held: number }> {
  return watchLicences(input.at ?? null);
}
