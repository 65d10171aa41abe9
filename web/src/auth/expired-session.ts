/**
 * When a call finds the session gone (it expired, or the user logged out in another tab), the app
 * forgets who was logged in and sends the user to the login page with a notice and the way back,
 * instead of letting every call on the page fail with a toast.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onSessionExpired } from '../api/client.ts';
import { meQueryKey } from '../api/session.ts';
import type { createAppRouter } from '../router.tsx';

export function sendExpiredSessionsToLogin(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): void {
  onSessionExpired(() => {
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    queryClient.setQueryData(meQueryKey, null);
    void router.navigate({ to: '/login', search: { redirect: href, expired: true } });
  });
}
