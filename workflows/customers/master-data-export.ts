import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import type { MasterDataExportInput } from './messages.ts';

const { markMasterDataExportRunning, writeMasterDataExport, markMasterDataExportFailed } =
  proxyActivities<Activities>({
    startToCloseTimeout: '10 minutes',
    retry: { initialInterval: '2s', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
  });

export type MasterDataExportResult = { status: 'ready' | 'failed'; rowCount?: number };

/** A supplier's master-data export (issue 11): running, the CSV written and announced, or failed. */
export async function masterDataExportWorkflow(
  input: MasterDataExportInput,
): Promise<MasterDataExportResult> {
  await markMasterDataExportRunning(input.exportId);
  try {
    const { rowCount } = await writeMasterDataExport(input.exportId);
    return { status: 'ready', rowCount };
  } catch {
    await markMasterDataExportFailed(input.exportId, 'The export could not be written. Please try again.');
    return { status: 'failed' };
  }
}
