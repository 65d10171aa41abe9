import { createFileRoute } from '@tanstack/react-router';
import { MinimumsPage, minimumsQueryOptions } from '../../../features/supplier-settings/index.ts';

export const Route = createFileRoute('/suppliers/settings/minimums')({
  loader: ({ context }) => context.queryClient.ensureQueryData(minimumsQueryOptions()),
  component: MinimumsPage,
});
