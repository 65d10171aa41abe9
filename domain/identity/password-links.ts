/**
 * One-time links to set a password (issue 22): what makes one usable, and the request that uses
 * it. The first password of an invited user today; sub-account invitations and resets later.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules.ts';

/** How long a link works after it is issued (long enough to span a weekend, short enough to lapse). */
export const PASSWORD_LINK_LIFETIME_HOURS = 72;

export const PASSWORD_LINK_MESSAGES = {
  unknown: 'This link is not valid. Check that you copied all of it, or ask for a new one.',
  used: 'This link has already been used. Sign in with your password, or ask for a new link.',
  expired: `This link has expired (links work for ${PASSWORD_LINK_LIFETIME_HOURS} hours). Ask for a new one.`,
} as const;

/**
 * How long a spent link (used or expired) is kept before the hourly purge deletes it: long enough
 * that its holder is told "used" or "expired" rather than "not valid", short enough not to pile up.
 */
export const SPENT_PASSWORD_LINK_RETENTION_DAYS = 30;

/** Links used or expired before this are deleted by the purge. */
export function spentPasswordLinkCutoff(now: Date): Date {
  return new Date(now.getTime() - SPENT_PASSWORD_LINK_RETENTION_DAYS * 86_400_000);
}

/** When a link issued at `now` stops working. */
export function passwordLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + PASSWORD_LINK_LIFETIME_HOURS * 3_600_000);
}

export type PasswordLinkState = { expiresAt: Date; usedAt: Date | null } | undefined;

/** Why a link cannot be used at `now` (a message for its holder), or null when it can. */
export function passwordLinkProblem(link: PasswordLinkState, now: Date): string | null {
  if (!link) return PASSWORD_LINK_MESSAGES.unknown;
  if (link.usedAt) return PASSWORD_LINK_MESSAGES.used;
  if (link.expiresAt.getTime() <= now.getTime()) return PASSWORD_LINK_MESSAGES.expired;
  return null;
}

/** The web path of a link: the page that sets the password (`web/src/routes/set-password.tsx`). */
export function passwordLinkPath(token: string): string {
  return `/set-password?token=${encodeURIComponent(token)}`;
}

/** `POST /password/set`: the link's token and the new password twice. */
export const SetPasswordSchema = z.strictObject({
  token: z.string().trim().min(1, 'The link’s token is missing.').max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  password_confirmation: z.string(),
});
export type SetPasswordInput = z.infer<typeof SetPasswordSchema>;
