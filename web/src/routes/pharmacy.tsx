import { createFileRoute } from '@tanstack/react-router';
import { assertAccountKind } from '../auth/guards.ts';
import { PharmacyShell } from '../features/marketplace/index.ts';

/** Layout of every Pharmacy page; only pharmacy accounts get in. */
export const Route = createFileRoute('/pharmacy')({
  beforeLoad: async ({ context, location }) => ({
    session: await assertAccountKind(context.queryClient, 'pharmacy', location),
  }),
  component: function PharmacyLayout() {
    const { session } = Route.useRouteContext();
    return <PharmacyShell session={session} />;
  },
});
