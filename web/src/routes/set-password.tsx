import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SetPasswordPage } from '../features/auth/index.ts';

/** A bad or missing token degrades to the page's "not valid" notice, never an error page. */
const SetPasswordSearchSchema = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/set-password')({
  validateSearch: SetPasswordSearchSchema,
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage token={token} />;
}
