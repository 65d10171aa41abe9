/** The bank-transfer workflow (`bank-transfer:<paymentId>`) as the API drives it: starting it, the bank's signals. */
import { type Client, WorkflowNotFoundError } from '@temporalio/client';
import type { Logger } from '../logger.ts';
import {
  BANK_TRANSFER_WORKFLOW,
  bankTransferOutcomeSignal,
  bankTransferWorkflowId,
  type BankTransferFact,
} from '../../workflows/payments/messages.ts';
import { signalWorkflow, startWorkflowOnce } from './commands.ts';

/** Starts a transfer's workflow right after its rows commit; starting twice is harmless. */
export async function startBankTransfer(
  client: Client,
  taskQueue: string,
  transfer: { paymentId: string; payerAccountId: string },
  recheckMs?: number,
): Promise<void> {
  await startWorkflowOnce(client, BANK_TRANSFER_WORKFLOW, {
    taskQueue,
    workflowId: bankTransferWorkflowId(transfer.paymentId),
    input: { paymentId: transfer.paymentId, ...(recheckMs ? { recheckMs } : {}) },
    attributes: {
      process: 'bank-transfer',
      subjectId: transfer.paymentId,
      accountIds: [transfer.payerAccountId],
    },
  });
}

/** The sandbox bank's word on a debit, as a signal; a workflow already ended has recorded it. */
export async function signalBankTransferOutcome(
  client: Client,
  logger: Logger,
  paymentId: string,
  fact: BankTransferFact,
): Promise<void> {
  try {
    await signalWorkflow(client, bankTransferWorkflowId(paymentId), bankTransferOutcomeSignal, fact, {
      deadlineMs: 5_000,
    });
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return;
    // The workflow re-reads the bank on its timer: a lost signal delays, never strands.
    logger.warn('bankTransferOutcome signal failed', { error, paymentId });
  }
}
