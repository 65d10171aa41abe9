import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardCard } from '../../features/dashboard/index.ts';
import { RecentlyViewedCard } from '../../features/products/index.ts';

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
