import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { sweepFileDeletions } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5s', maximumAttempts: 5 },
});

/**
 * Hourly (the 'sweep-file-deletions' schedule): deletes the stored files still queued in the
 * file_deletions outbox because the delete right after their record's transaction failed.
 */
export async function sweepFileDeletionsWorkflow(): Promise<{ deleted: number; failed: number }> {
  return sweepFileDeletions();
}
