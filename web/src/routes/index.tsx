import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../api/session.ts';
import { homePathFor } from '../auth/guards.ts';

/** `/` has no page of its own: it sends the user home, or to the login page. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(meQueryOptions());
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    if (!session) throw redirect({ to: '/login' });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    throw redirect({ to: homePathFor(session.account.kind) });
  },
});
