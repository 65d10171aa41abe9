import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '../../../api/account-settings.ts';
import { TeamPage } from '../../../features/account-settings/index.ts';

export const Route = createFileRoute('/pharmacy/settings/team')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQueryOptions()),
  component: TeamPage,
});
