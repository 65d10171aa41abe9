/**
 * The bank-transfer workflow's names and payloads (issue 23). They live in Temporal histories, so
 * renaming one is a versioning change. Safe to import from the API: message definitions only.
 */
import { defineSignal } from '@temporalio/workflow';

export const BANK_TRANSFER_WORKFLOW = 'bankTransferWorkflow';
export const bankTransferWorkflowId = (paymentId: string) => `bank-transfer:${paymentId}`;

/** How often the workflow re-reads the bank when no signal came (production: an hour). */
export const BANK_TRANSFER_RECHECK_MS = 60 * 60_000;

export type BankTransferInput = {
  paymentId: string;
  /** Time from input: the re-read interval (tests shorten it). */
  recheckMs?: number;
};

/** The bank's word on the debit (a fact, so a signal): settled, or returned with its ACH code. */
export type BankTransferFact =
  { status: 'settled' } | { status: 'returned'; returnCode: string; reason: string };

export const bankTransferOutcomeSignal = defineSignal<[BankTransferFact]>('bankTransferOutcome');

export type BankTransferResult = { paymentId: string; status: 'settled' | 'returned' };
