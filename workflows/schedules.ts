/** Recurring workflows, kept in sync by the worker at start (create, or update when present). */
export const SCHEDULES = [
  {
    scheduleId: 'purge-expired-identity-records',
    workflowType: 'purgeExpiredIdentityRecordsWorkflow',
    every: '1 hour',
  },
] as const;
