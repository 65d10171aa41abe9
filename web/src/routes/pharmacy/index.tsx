import { createFileRoute } from '@tanstack/react-router';
import { DashboardCard } from '../../features/dashboard/dashboard-card.tsx';

export const Route = createFileRoute('/pharmacy/')({
  component: function PharmacyDashboard() {
    const { session } = Route.useRouteContext();
    return <DashboardCard session={session} />;
  },
});
