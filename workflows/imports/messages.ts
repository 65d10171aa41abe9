/** What the API and the relay need of the import workflow, without loading the workflow itself. */

/** The import's workflow id is its business key. */
export const importWorkflowId = (jobId: string) => `import:${jobId}`;

export type ImportJobInput = { jobId: string };
