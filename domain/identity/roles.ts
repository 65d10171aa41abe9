/**
 * Roles inside an account (issue 10). Members do the daily work of their account; the calls that
 * destroy data in bulk, move money or hand out credentials need the account's admin role. The
 * support desk has no members: its people are operators, which is its admin role.
 */
import type { AccountKind, UserRole } from './caller.ts';

/** The role that administers an account of each kind. */
export const ADMIN_ROLE_OF: Record<AccountKind, UserRole> = {
  pharmacy: 'admin',
  supplier: 'admin',
  support: 'operator',
};

/** The answer a member gets from an admin-only call (403). */
export const ADMIN_ROLE_REQUIRED = 'Only an administrator of your account can do this.';

/** Whether the caller holds its account's admin role (the API's caller, or the web app's session). */
export function hasAdminRole(caller: { user: { role: UserRole }; account: { kind: AccountKind } }): boolean {
  return caller.user.role === ADMIN_ROLE_OF[caller.account.kind];
}
