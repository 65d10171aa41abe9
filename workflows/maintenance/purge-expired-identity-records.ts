import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { purgeExpiredIdentityRecords } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '5s', maximumAttempts: 5 },
});

/**
 * Hourly clean-up of expired sessions, stale login failures, ended rate-limit windows, stale
 * signup drafts, abandoned signup applications and spent password links (started by a Temporal
 * schedule).
 */
export async function purgeExpiredIdentityRecordsWorkflow(): Promise<{
  sessions: number;
  loginFailures: number;
  rateLimitWindows?: number;
  signupDrafts?: number;
  signupApplications?: number;
  passwordLinks?: number;
}> {
  return purgeExpiredIdentityRecords();
}
