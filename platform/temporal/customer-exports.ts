/** The master-data export workflow `master-data-export:<id>` as the API starts it (issue 11). */
import type { Client } from '@temporalio/client';
import {
  MASTER_DATA_EXPORT_WORKFLOW,
  masterDataExportWorkflowId,
  type MasterDataExportInput,
} from '../../workflows/customers/messages.ts';
import { startWorkflowOnce } from './commands.ts';

/** Starts an export's workflow (right after committing its row); starting twice is harmless. */
export async function startMasterDataExport(
  client: Client,
  taskQueue: string,
  exportId: string,
  supplierAccountId: string,
): Promise<void> {
  await startWorkflowOnce<MasterDataExportInput>(client, MASTER_DATA_EXPORT_WORKFLOW, {
    taskQueue,
    workflowId: masterDataExportWorkflowId(exportId),
    input: { exportId },
    attributes: { process: 'master-data-export', subjectId: exportId, accountIds: [supplierAccountId] },
  });
}
