import { useQuery } from '@tanstack/react-query';
import { hasAdminRole } from '../../../domain/identity/roles.ts';
import { meQueryOptions } from '../api/session.ts';

/**
 * Whether the signed-in user holds their account's admin role (issue 10), by the API's own rule:
 * pages hide or disable what a member may not do. The API refuses it anyway (403), and its message
 * is toasted should the role change under an open page.
 */
export function useHasAdminRole(): boolean {
  const me = useQuery(meQueryOptions());
  return me.data ? hasAdminRole(me.data) : false;
}
