import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { purgeExpiredDscsaRecords } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10s', backoffCoefficient: 2, maximumAttempts: 10 },
});

/**
 * Daily (the 'purge-expired-dscsa-records' schedule): deletes the DSCSA T3 records kept past their
 * 6 years. `at` (ISO instant) replaces the activity's clock, for tests and a replayed day.
 */
export async function purgeExpiredDscsaRecordsWorkflow(
  input: { at?: string } = {},
): Promise<{ records: number }> {
  return purgeExpiredDscsaRecords(input.at ?? null);
}
