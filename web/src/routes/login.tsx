import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { meQueryOptions } from '../api/session.ts';
import { homePathFor } from '../auth/guards.ts';
import { LoginPage } from '../features/auth/index.ts';

const LoginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  /** Set when a call found the session gone: the page says so. */
  expired: z.boolean().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: async ({ context }) => {
    // The login page must render even when the API is unreachable: then nobody is signed in.
    const session = await context.queryClient
      .ensureQueryData({ ...meQueryOptions(), retry: false })
      .catch(() => null);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router redirects are thrown Responses the router catches
    if (session) throw redirect({ to: homePathFor(session.account.kind) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo, expired } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} expired={expired === true} />;
}
