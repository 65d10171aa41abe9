/** The workflow bundle's entry: every workflow the worker runs. Deterministic code only. */
export { purgeExpiredIdentityRecordsWorkflow } from './maintenance/purge-expired-identity-records.ts';
export { importJobWorkflow } from './import-job.ts';
