import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardCard } from '../../features/dashboard/dashboard-card.tsx';
import { RecentlyViewedCard } from '../../features/products/recently-viewed-card.tsx';

export const Route = createFileRoute('/pharmacy/')({
  component: function PharmacyDashboard() {
    const { session } = Route.useRouteContext();
    return (
      <Stack>
        <DashboardCard session={session} />
        <RecentlyViewedCard />
      </Stack>
    );
  },
});
