/**
 * A bank transfer settles later, not at once (issue 23): the workflow `bank-transfer:<paymentId>`
 * asks the bank for the debit, then waits for the bank's settlement or return (the
 * `bankTransferOutcome` signal), re-reading the bank every `recheckMs` so a lost signal strands
 * nobody, and records the outcome: a settled debit pays its invoice (the order is told), a returned
 * one leaves the invoice unpaid, holds the account and tells the pharmacy.
 */
import { condition, getExternalWorkflowHandle, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { invoicePaidSignal, orderWorkflowId } from '../orders/messages.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import {
  BANK_TRANSFER_RECHECK_MS,
  bankTransferOutcomeSignal,
  type BankTransferFact,
  type BankTransferInput,
  type BankTransferResult,
} from './messages.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

export async function bankTransferWorkflow(input: BankTransferInput): Promise<BankTransferResult> {
  const heard: { fact: BankTransferFact | null } = { fact: null };
  setHandler(bankTransferOutcomeSignal, (outcome) => {
    heard.fact ??= outcome;
  });
  await acts.sendBankDebit(input.paymentId);
  let outcome = heard.fact;
  while (outcome === null) {
    await condition(() => heard.fact !== null, input.recheckMs ?? BANK_TRANSFER_RECHECK_MS);
    const read = heard.fact ?? (await acts.readBankTransferOutcome(input.paymentId));
    if (read.status !== 'pending') outcome = read;
  }
  if (outcome.status === 'returned') {
    await acts.returnBankTransfer(input.paymentId, outcome.returnCode, outcome.reason);
    return { paymentId: input.paymentId, status: 'returned' };
  }
  const settled = await acts.settleBankTransfer(input.paymentId);
  if (settled.status === 'settled' && settled.orderId && settled.paidInvoiceId) {
    try {
      await getExternalWorkflowHandle(orderWorkflowId(settled.orderId)).signal(invoicePaidSignal, {
        invoiceId: settled.paidInvoiceId,
      });
    } catch {
      // The order's workflow has ended: the invoice is paid all the same.
    }
  }
  return { paymentId: input.paymentId, status: settled.status };
}
