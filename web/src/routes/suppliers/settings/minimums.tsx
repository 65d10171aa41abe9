import { createFileRoute } from '@tanstack/react-router';
import { MinimumsPage } from '../../../features/supplier-settings/minimums-page.tsx';
import { minimumsQueryOptions } from '../../../features/supplier-settings/settings-api.ts';

export const Route = createFileRoute('/suppliers/settings/minimums')({
  loader: ({ context }) => context.queryClient.ensureQueryData(minimumsQueryOptions()),
  component: MinimumsPage,
});
