/**
 * The master's approval of an order over its buyer's spend limit (issue 23): pending until a master
 * admin approves or declines it, or it expires. The master is reminded before the expiry. Pure:
 * the `purchase-approval:<orderId>` workflow validates a decision with these rules before anything
 * is written.
 */
import { DomainError } from '../errors.ts';

export const PURCHASE_APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type PurchaseApprovalStatus = (typeof PURCHASE_APPROVAL_STATUSES)[number];

/** A master admin's decision as the workflow receives it. */
export type PurchaseApprovalDecision = {
  masterAccountId: string;
  userId: string;
  decision: 'approved' | 'declined';
  reason?: string | undefined;
};

/** The clock: expiry after `expiryMs` (3 days), a reminder `reminderMs` after the request (1 day). */
export type PurchaseApprovalDurations = { expiryMs?: number; reminderMs?: number };
const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_APPROVAL_EXPIRY_MS = 3 * DAY;
export const DEFAULT_APPROVAL_REMINDER_MS = DAY;

/** The waits of one approval: the reminder falls before the expiry or not at all. */
export function approvalTimings(durations: PurchaseApprovalDurations | undefined) {
  const expiryMs = durations?.expiryMs ?? DEFAULT_APPROVAL_EXPIRY_MS;
  const reminderMs =
    durations?.reminderMs ?? Math.min(DEFAULT_APPROVAL_REMINDER_MS, Math.floor(expiryMs / 2));
  return { expiryMs, reminderMs };
}

export const APPROVAL_MESSAGES = {
  decided: (status: PurchaseApprovalStatus) => `This purchase was already ${status}.`,
  expired: 'This purchase approval has expired.',
  notFound: 'Purchase approval not found',
  wrongMaster: 'Only the master account can decide this purchase.',
  approved: 'Purchase approved: the order goes to the supplier.',
  declined: 'Purchase declined: nothing was charged and the stock was released.',
  cardRefused: 'Approved, but the card was refused: the order was cancelled and nothing was charged.',
  awaiting: (number: number) =>
    `Order #${number} is over your spend limit: it waits for your master account’s approval. Nothing is charged until then.`,
} as const;

/** Throws unless the approval is pending, before its expiry, and the decider is its master. */
export function assertDecidable(
  state: { status: PurchaseApprovalStatus; masterAccountId: string; expiresAtMs: number },
  decision: PurchaseApprovalDecision,
  nowMs: number,
): void {
  if (decision.masterAccountId !== state.masterAccountId)
    throw new DomainError('RESOURCE_NOT_FOUND', APPROVAL_MESSAGES.notFound);
  if (state.status !== 'pending')
    throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.decided(state.status));
  if (nowMs >= state.expiresAtMs)
    throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.expired);
}
