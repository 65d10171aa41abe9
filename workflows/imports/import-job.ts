import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import type { ImportJobInput } from './messages.ts';

const { markImportRunning, markImportCompleted, markImportFailed } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2s', maximumAttempts: 10 },
});

/**
 * One long activity for the whole file: it checkpoints through heartbeats, so a worker that dies
 * is noticed within the heartbeat timeout and the retry resumes from the last checkpoint.
 */
const { importFileChunked } = proxyActivities<Activities>({
  startToCloseTimeout: '4 hours',
  heartbeatTimeout: '30s',
  retry: { initialInterval: '2s', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
});

export type ImportJobResult = { status: 'completed' | 'failed'; failure?: string };

/** A supplier's CSV import (supplier-side §4 Import): running, the rows, then completed or failed. */
export async function importJobWorkflow(input: ImportJobInput): Promise<ImportJobResult> {
  await markImportRunning(input.jobId);
  try {
    await importFileChunked(input.jobId);
  } catch (error) {
    const failure = reasonOf(error);
    await markImportFailed(input.jobId, failure);
    return { status: 'failed', failure };
  }
  await markImportCompleted(input.jobId);
  return { status: 'completed' };
}

/** The file's own problem (bad header, broken CSV) is shown as is; anything else stays generic. */
function reasonOf(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : undefined;
  if (cause instanceof ApplicationFailure && cause.type === 'IMPORT_FILE_INVALID') return cause.message;
  return 'The import could not be completed. Please try again.';
}
