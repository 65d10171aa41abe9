import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions, type AccountKind, type Session } from '../api/session.ts';

const homePaths = {
  pharmacy: '/pharmacy',
  supplier: '/suppliers',
  support: '/support',
} as const satisfies Record<AccountKind, string>;

/** Where a user of this account kind lands after login. */
export function homePathFor(kind: AccountKind): (typeof homePaths)[AccountKind] {
  return homePaths[kind];
}

/**
 * Route guard for `beforeLoad`: not signed in goes to /login with the wanted URL,
 * a signed-in user of another kind goes to their own home.
 */
export async function assertAccountKind(
  queryClient: QueryClient,
  kind: AccountKind,
  location: { href: string },
): Promise<Session> {
  const session = await queryClient.ensureQueryData(meQueryOptions());
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
  if (session.account.kind !== kind) throw redirect({ to: homePathFor(session.account.kind) });
  return session;
}

/** Only same-origin paths are followed after login, so a crafted link cannot send users away. */
export function isSafeRedirect(target: string | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login');
}
