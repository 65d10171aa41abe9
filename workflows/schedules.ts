/** Recurring workflows, kept in sync by the worker at start (create, or update when present). */
export const SCHEDULES = [
  {
    scheduleId: 'purge-expired-identity-records',
    workflowType: 'purgeExpiredIdentityRecordsWorkflow',
    every: '1 hour',
  },
  {
    // Import files past their retention (30 days after the import ended) are deleted.
    scheduleId: 'purge-expired-import-files',
    workflowType: 'purgeExpiredImportFilesWorkflow',
    every: '1 hour',
  },
  {
    // Stored files whose record was deleted or replaced and whose first delete failed (issue 22).
    scheduleId: 'sweep-file-deletions',
    workflowType: 'sweepFileDeletionsWorkflow',
    every: '1 hour',
  },
  {
    scheduleId: 'start-pending-orders',
    workflowType: 'startPendingOrdersWorkflow',
    every: '1 minute',
  },
  {
    scheduleId: 'start-stranded-workflows',
    workflowType: 'startStrandedWorkflowsWorkflow',
    every: '1 minute',
  },
  {
    scheduleId: 'reconcile-payments',
    workflowType: 'reconcilePaymentsWorkflow',
    every: '1 minute',
  },
  {
    // The 1st of each month at 02:00 UTC: closes the month before (pharmacy-side §2 statements).
    // A run missed while Temporal was down still catches up within the week: the activity closes
    // the month before its own clock, which is the same month for any day of that week.
    scheduleId: 'monthly-statements',
    workflowType: 'monthlyStatementsWorkflow',
    // Every pharmacy's PDF at once: bulk documents, on the exports lane (the rest are interactive).
    lane: 'exports',
    calendar: { dayOfMonth: 1, hour: 2, minute: 0 },
    catchupWindow: '7 days',
  },
  {
    // Every day at 06:00 UTC: licence warnings 30 and 7 days ahead, holds after expiry (issue 12).
    // A missed day catches up within a day; each notice is sent once, so a late run repeats nothing.
    scheduleId: 'watch-licences',
    workflowType: 'watchLicencesWorkflow',
    calendar: { hour: 6, minute: 0 },
    catchupWindow: '1 day',
  },
  {
    // Every day at 04:00 UTC: DSCSA T3 records past their 6 years are deleted (issue 13); a
    // younger one never is. A missed day catches up within a week.
    scheduleId: 'purge-expired-dscsa-records',
    workflowType: 'purgeExpiredDscsaRecordsWorkflow',
    calendar: { hour: 4, minute: 0 },
    catchupWindow: '7 days',
  },
] as const;
