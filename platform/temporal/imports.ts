/** The import workflow `import:<jobId>` as the API starts it (supplier-side §4 Import). */
import type { Client } from '@temporalio/client';
import { importWorkflowId, type ImportJobInput } from '../../workflows/imports/messages.ts';
import { laneTaskQueue } from '../../workflows/shared/messages.ts';
import { startWorkflowOnce } from './commands.ts';

/** Starts the durable processing of a queued import job; starting twice is harmless. */
export async function startImportJob(
  client: Client,
  /** The deployment's base queue: the workflow runs on its lane's. */
  taskQueue: string,
  jobId: string,
  supplierAccountId: string,
): Promise<void> {
  await startWorkflowOnce<ImportJobInput>(client, 'importJobWorkflow', {
    taskQueue: laneTaskQueue(taskQueue, 'imports'),
    workflowId: importWorkflowId(jobId),
    input: { jobId },
    attributes: { process: 'import', subjectId: jobId, accountIds: [supplierAccountId] },
  });
}
