/**
 * An audit's state machine (supplier-side §4 Audit): requested → required_details_sent (the
 * wholesaler answered with the proofs) → completed (the wholesaler marks it done, also straight
 * from requested when it answered outside the marketplace). Only the audit's wholesaler moves it.
 * Pure; a refusal is a DomainError (409 for a move the state does not allow).
 */
import { DomainError } from '../errors.ts';

export const AUDIT_STATUSES = ['requested', 'required_details_sent', 'completed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export type AuditMove = 'sendRequiredDetails' | 'markComplete';

export const AUDIT_MOVE_MESSAGES = {
  detailsSent: 'The required details were sent to the pharmacy.',
  completed: 'The audit status was saved as completed.',
  alreadySent: 'The required details of this audit were already sent.',
  alreadyCompleted: 'This audit is already completed.',
  wrongParty: 'Only the audited wholesaler can answer this audit.',
  notYetSent: 'The wholesaler has not sent the proofs of purchase yet.',
  supportNotified: 'Support has been notified about the missing proofs of purchase.',
  documentsClosed: 'Documents can be added only until the required details are sent.',
} as const;

/** The status `move` leads to from `status`, or the 409 refusal. */
export function assertAuditMove(status: AuditStatus, move: AuditMove): AuditStatus {
  if (status === 'completed')
    throw new DomainError('RESOURCE_CONFLICT', AUDIT_MOVE_MESSAGES.alreadyCompleted);
  if (move === 'markComplete') return 'completed';
  if (status === 'required_details_sent')
    throw new DomainError('RESOURCE_CONFLICT', AUDIT_MOVE_MESSAGES.alreadySent);
  return 'required_details_sent';
}

/** The audit actions (send details, upload) show only while the wholesaler has not answered (§4). */
export function hasOpenActions(status: AuditStatus): boolean {
  return status === 'requested';
}

/** The pharmacy may report missing proofs once the wholesaler has sent them. */
export function assertCanNotifySupport(status: AuditStatus): void {
  if (status === 'requested') throw new DomainError('RESOURCE_CONFLICT', AUDIT_MOVE_MESSAGES.notYetSent);
}
