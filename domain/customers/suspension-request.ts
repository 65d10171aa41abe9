/**
 * The suspension request (supplier-side §5 Suspension): at least one reason; the two reasons
 * exclude each other; the memo is required for Other and refused for licence expired.
 */
import { z } from 'zod';

export const SUSPENSION_REASONS = ['customer_license_expired', 'other'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export const SUSPENSION_REASON_LABELS: Record<SuspensionReason, string> = {
  customer_license_expired: 'Customer license expired',
  other: 'Other',
};

export const SUSPENSION_MESSAGES = {
  reasonRequired: 'Please choose a reason for the suspension.',
  reasonsExclusive: 'Choose either customer license expired or other, not both.',
  memoRequired: 'Please describe the reason in the memo.',
  memoNotAllowed: 'The memo is only for the reason Other.',
  sent: 'Your suspension request has been sent to support.',
  cancelled: 'Your suspension request has been cancelled.',
  alreadyPending: 'A suspension request for this customer is already pending.',
  noPending: 'There is no pending suspension request for this customer.',
  alreadySuspended: 'This customer is already suspended.',
  controlsSent: 'Your request to disable controlled substances has been sent to support.',
  controlsCancelled: 'Your request to disable controlled substances has been cancelled.',
  controlsPending: 'A request to disable controlled substances for this customer is already pending.',
  controlsNoPending: 'There is no pending request to disable controlled substances for this customer.',
  controlsAlreadyDisabled: 'Controlled substances are already disabled for this customer.',
} as const;

/** The body of `POST /api/v1/customers/suspend_requests/{id}`. */
export const SuspensionRequestSchema = z
  .strictObject({
    reasons: z.array(z.enum(SUSPENSION_REASONS)).max(2),
    memo: z.string().trim().max(2000).nullable().optional(),
    message: z.string().trim().max(2000).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const memo = body.memo ?? '';
    if (body.reasons.length === 0)
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: SUSPENSION_MESSAGES.reasonRequired });
    else if (body.reasons.length > 1)
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: SUSPENSION_MESSAGES.reasonsExclusive });
    if (body.reasons.length === 1 && body.reasons[0] === 'other' && memo === '')
      ctx.addIssue({ code: 'custom', path: ['memo'], message: SUSPENSION_MESSAGES.memoRequired });
    if (body.reasons.includes('customer_license_expired') && memo !== '')
      ctx.addIssue({ code: 'custom', path: ['memo'], message: SUSPENSION_MESSAGES.memoNotAllowed });
  });
export type SuspensionRequest = z.output<typeof SuspensionRequestSchema>;

/** What the pharmacy reads about its suspension: the reason, the memo and the supplier's message. */
export function describeSuspension(request: {
  reasons: readonly string[];
  memo?: string | null | undefined;
  message?: string | null | undefined;
}): string {
  const labels = request.reasons.map((r) => SUSPENSION_REASON_LABELS[r as SuspensionReason] ?? r);
  const parts = [labels.join(', '), request.memo, request.message].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.join(' — ');
}
