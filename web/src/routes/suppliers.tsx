import { createFileRoute } from '@tanstack/react-router';
import { assertAccountKind } from '../auth/guards.ts';
import { NotificationPaneSlot } from '../features/notifications/index.ts';
import { AppLayout } from '../ui/layouts/app-layout.tsx';
import { supplierNav } from '../ui/layouts/supplier-nav.ts';

/** Layout of every Supplier page; only supplier accounts get in. */
export const Route = createFileRoute('/suppliers')({
  beforeLoad: async ({ context, location }) => ({
    session: await assertAccountKind(context.queryClient, 'supplier', location),
  }),
  component: function SupplierLayout() {
    const { session } = Route.useRouteContext();
    return (
      <AppLayout
        session={session}
        area="supplier"
        areaLabel="Supplier"
        nav={supplierNav}
        header={<NotificationPaneSlot />}
      />
    );
  },
});
