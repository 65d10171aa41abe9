/**
 * The confirmation texts before each decision (supplier-side §5 "Confirmation before: approving or
 * denying credit or terms increase (message depends on the boxes ticked), account-type changes,
 * end-of-month changes"). Shared by the pages; the wording is ours (the spec does not show it).
 */
import type { CustomerRequestKind } from './requests.ts';

export type Decision = 'approve' | 'decline';

/** The credit/terms confirmation names what the ticked boxes change; none ticked means both. */
export function creditConfirmation(decision: Decision, boxes: { credit: boolean; terms: boolean }): string {
  const both = boxes.credit === boxes.terms;
  const what = both ? 'credit and terms increase' : boxes.credit ? 'credit increase' : 'terms increase';
  return decision === 'approve'
    ? `Are you sure you want to approve the ${what}?`
    : `Are you sure you want to decline the ${what} request?`;
}

/** The account-type and end-of-month confirmations. */
export function requestConfirmation(
  kind: Exclude<CustomerRequestKind, 'credit_increase'>,
  decision: Decision,
): string {
  const what = kind === 'payment_account_change' ? 'account type change' : 'end of month terms change';
  return `Are you sure you want to ${decision} this ${what} request?`;
}

/** What the server answers after a decision (the toast shows it). */
export function decisionMessage(kind: CustomerRequestKind, decision: 'approved' | 'declined'): string {
  const what = {
    credit_increase: 'Credit increase request',
    payment_account_change: 'Account type change request',
    eom_change: 'End of month terms change request',
  }[kind];
  return `${what} ${decision}.`;
}
