import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { purgeExpiredImportFiles } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5s', maximumAttempts: 5 },
});

/** Hourly: deletes the import files kept past their retention period (started by a Temporal schedule). */
export async function purgeExpiredImportFilesWorkflow(): Promise<{ files: number }> {
  return purgeExpiredImportFiles();
}
