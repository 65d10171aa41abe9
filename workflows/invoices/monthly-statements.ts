import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { writeMonthlyStatements } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10s', backoffCoefficient: 2, maximumAttempts: 10 },
});

/**
 * Writes every pharmacy's statement of a month (pharmacy-side §2 balance dropdown, statements;
 * started on the 1st by the 'monthly-statements' schedule). Without a period the activity closes
 * the month before its own clock's; a period 'YYYY-MM' (re)writes that month, which is idempotent.
 */
export async function monthlyStatementsWorkflow(
  input: { period?: string } = {},
): Promise<{ period: string; written: number }> {
  return writeMonthlyStatements(input.period ?? null);
}
