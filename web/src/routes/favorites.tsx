import { createFileRoute } from '@tanstack/react-router';
import { assertAccountKind } from '../auth/guards.ts';
import { PharmacyShell } from '../features/marketplace/index.ts';

/** /favorites use the pharmacy layout; only pharmacy accounts get in. */
export const Route = createFileRoute('/favorites')({
  beforeLoad: async ({ context, location }) => ({
    session: await assertAccountKind(context.queryClient, 'pharmacy', location),
  }),
  component: function FavoritesLayout() {
    const { session } = Route.useRouteContext();
    return <PharmacyShell session={session} />;
  },
});
