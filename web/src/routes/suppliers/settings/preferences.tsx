import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../../features/supplier-settings/preferences-page.tsx';
import { preferencesQueryOptions } from '../../../features/supplier-settings/settings-api.ts';

export const Route = createFileRoute('/suppliers/settings/preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(preferencesQueryOptions()),
  component: PreferencesPage,
});
