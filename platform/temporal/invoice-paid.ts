import { type Client, WorkflowNotFoundError } from '@temporalio/client';
import type { Logger } from '../logger.ts';
import { invoicePaidSignal, orderWorkflowId } from '../../workflows/orders/messages.ts';
import { signalWorkflow } from './commands.ts';

/** The API answers the payer promptly even when Temporal is slow: the signal gets this long. */
const SIGNAL_DEADLINE_MS = 5_000;

/**
 * Tells the order's workflow (`order:<orderId>`) that its invoice was paid ('invoicePaid'
 * { invoiceId }). The payment is already committed, so nothing here may fail the request: a
 * workflow that has ended is fine, and any other failure is logged for the operators.
 */
export async function signalInvoicePaid(
  client: Client,
  logger: Logger,
  input: { orderId: string; invoiceId: string },
): Promise<void> {
  try {
    await signalWorkflow(
      client,
      orderWorkflowId(input.orderId),
      invoicePaidSignal,
      { invoiceId: input.invoiceId },
      { deadlineMs: SIGNAL_DEADLINE_MS },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return;
    logger.warn('invoicePaid signal failed', { error, orderId: input.orderId, invoiceId: input.invoiceId });
  }
}
