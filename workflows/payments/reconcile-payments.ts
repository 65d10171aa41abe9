import { getExternalWorkflowHandle, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { invoicePaidSignal, orderWorkflowId } from '../orders/messages.ts';

const { reconcilePayments, listPaidInvoicesAwaitingOrder } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '5s', maximumAttempts: 5 },
});

/**
 * Every minute (a Temporal schedule): voids card holds whose order or invoice never committed,
 * captures committed ones, sends pending refunds and frees Idempotency-Keys of dead requests
 * (activities/payments/reconcile-payments.ts); then signals invoicePaid again to every order whose
 * invoice was paid while its signal was lost.
 */
export async function reconcilePaymentsWorkflow() {
  const report = await reconcilePayments();
  let invoicesSignalled = 0;
  for (const { orderId, invoiceId } of await listPaidInvoicesAwaitingOrder()) {
    try {
      await getExternalWorkflowHandle(orderWorkflowId(orderId)).signal(invoicePaidSignal, { invoiceId });
      invoicesSignalled += 1;
    } catch {
      // The order's workflow has ended (cancelled or terminated by support): there is no one to tell.
    }
  }
  return { ...report, invoicesSignalled };
}
