import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';

const { reconcilePayments } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '5s', maximumAttempts: 5 },
});

/**
 * Every minute (a Temporal schedule): voids card holds whose order or invoice never committed,
 * captures committed ones, sends pending refunds and frees Idempotency-Keys of dead requests
 * (activities/payments/reconcile-payments.ts).
 */
export async function reconcilePaymentsWorkflow() {
  return reconcilePayments();
}
