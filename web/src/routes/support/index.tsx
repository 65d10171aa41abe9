import { createFileRoute } from '@tanstack/react-router';
import { DashboardCard } from '../../features/dashboard/index.ts';

export const Route = createFileRoute('/support/')({
  component: function SupportDashboard() {
    const { session } = Route.useRouteContext();
    return <DashboardCard session={session} />;
  },
});
