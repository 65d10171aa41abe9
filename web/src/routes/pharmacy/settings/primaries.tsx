import { createFileRoute } from '@tanstack/react-router';
import { PrimariesPage, primaryConnectionQueryOptions } from '../../../features/primaries/index.ts';

export const Route = createFileRoute('/pharmacy/settings/primaries')({
  loader: ({ context }) => context.queryClient.ensureQueryData(primaryConnectionQueryOptions()),
  component: PrimariesPage,
});
