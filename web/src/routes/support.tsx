import { createFileRoute } from '@tanstack/react-router';
import { assertAccountKind } from '../auth/guards.ts';
import { NotificationPaneSlot } from '../features/notifications/index.ts';
import { AppLayout } from '../ui/layouts/app-layout.tsx';
import { supportNav } from '../ui/layouts/support-nav.ts';

/** Layout of every Support page; only support accounts get in. */
export const Route = createFileRoute('/support')({
  beforeLoad: async ({ context, location }) => ({
    session: await assertAccountKind(context.queryClient, 'support', location),
  }),
  component: function SupportLayout() {
    const { session } = Route.useRouteContext();
    return (
      <AppLayout
        session={session}
        area="support"
        areaLabel="Support"
        nav={supportNav}
        header={<NotificationPaneSlot />}
      />
    );
  },
});
