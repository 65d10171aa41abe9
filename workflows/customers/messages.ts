/** What the API and the relay need of the master-data export workflow, without loading it. */

export const MASTER_DATA_EXPORT_WORKFLOW = 'masterDataExportWorkflow';

/** The export's workflow id is its business key. */
export const masterDataExportWorkflowId = (exportId: string) => `master-data-export:${exportId}`;

export type MasterDataExportInput = { exportId: string };
