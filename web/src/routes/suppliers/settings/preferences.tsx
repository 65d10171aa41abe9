import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage, preferencesQueryOptions } from '../../../features/supplier-settings/index.ts';

export const Route = createFileRoute('/suppliers/settings/preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(preferencesQueryOptions()),
  component: PreferencesPage,
});
