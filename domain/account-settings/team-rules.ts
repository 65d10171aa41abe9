/**
 * The team of an account (issue 23): an admin invites, changes roles and removes users, and the
 * account never loses its last admin, so someone can always manage it. Pure: the caller reads the
 * account's active admins (locked) and asks here before writing.
 */
import { DomainError } from '../errors.ts';
import type { TeamRole } from './schemas.ts';

export const TEAM_MESSAGES = {
  lastAdmin: 'Your account needs at least one administrator. Make another user an administrator first.',
  notYourself: 'You cannot remove yourself. Ask another administrator to do it.',
  emailTaken: 'A user with this email already exists.',
  notInvited: 'This user has already set a password; there is no invitation to send again.',
} as const;

/** What is asked of a user: a new role, or removal. */
export type TeamChange = { kind: 'role'; role: TeamRole } | { kind: 'remove' };

/** Whether the change leaves the account without an active admin. */
export function leavesNoAdmin(
  activeAdminIds: readonly string[],
  userId: string,
  change: TeamChange,
): boolean {
  const staysAdmin = change.kind === 'role' && change.role === 'admin';
  if (staysAdmin || !activeAdminIds.includes(userId)) return false;
  return activeAdminIds.every((id) => id === userId);
}

/** Throws when the change would remove or demote the account's last admin, or an admin removes themself. */
export function assertTeamChangeAllowed(input: {
  activeAdminIds: readonly string[];
  callerId: string;
  userId: string;
  change: TeamChange;
}): void {
  if (input.change.kind === 'remove' && input.userId === input.callerId)
    throw new DomainError('TEAM_CHANGE_REFUSED', TEAM_MESSAGES.notYourself);
  if (leavesNoAdmin(input.activeAdminIds, input.userId, input.change))
    throw new DomainError('TEAM_CHANGE_REFUSED', TEAM_MESSAGES.lastAdmin, {
      fields: { role: [TEAM_MESSAGES.lastAdmin] },
    });
}
