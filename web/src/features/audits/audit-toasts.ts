/**
 * The audit failure toasts (supplier-side §8: the audit status update error, the missing proofs
 * of purchase notification error, each its own toast). The title says which call failed; the body
 * is the server's message. Successes toast the server's own text (notifySuccess).
 */
import { notifyErrorTitled } from '../../ui/notify.ts';

export const AUDIT_FAILURE_TITLES = {
  statusUpdate: 'The audit status could not be updated',
  notifySupport: 'Support could not be notified about the missing proofs of purchase',
  upload: 'The document could not be uploaded',
  create: 'The audit could not be opened',
  download: 'The file could not be downloaded',
} as const;

/** An error toast titled by what failed; it stays until dismissed, like every error toast. */
export function notifyAuditFailure(title: string, error: unknown): void {
  notifyErrorTitled(title, error);
}
