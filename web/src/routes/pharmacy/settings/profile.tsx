import { createFileRoute } from '@tanstack/react-router';
import { accountSettingsQueryOptions } from '../../../api/account-settings.ts';
import { ProfilePage } from '../../../features/account-settings/index.ts';

export const Route = createFileRoute('/pharmacy/settings/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accountSettingsQueryOptions()),
  component: ProfilePage,
});
