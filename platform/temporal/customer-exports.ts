/** The master-data export workflow `master-data-export:<id>` as the API starts it (issue 11). */
import type { Client } from '@temporalio/client';
import {
  MASTER_DATA_EXPORT_WORKFLOW,
  masterDataExportWorkflowId,
  type MasterDataExportInput,
} from '../../workflows/customers/messages.ts';
import { laneTaskQueue } from '../../workflows/shared/messages.ts';
import { startWorkflowOnce } from './commands.ts';

/** Starts an export's workflow (right after committing its row); starting twice is harmless. */
export async function startMasterDataExport(
  client: Client,
  /** The deployment's base queue: the workflow runs on its lane's. */
  taskQueue: string,
  exportId: string,
  supplierAccountId: string,
): Promise<void> {
  await startWorkflowOnce<MasterDataExportInput>(client, MASTER_DATA_EXPORT_WORKFLOW, {
    taskQueue: laneTaskQueue(taskQueue, 'exports'),
    workflowId: masterDataExportWorkflowId(exportId),
    input: { exportId },
    attributes: { process: 'master-data-export', subjectId: exportId, accountIds: [supplierAccountId] },
  });
}
