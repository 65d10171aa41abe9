import { createFileRoute } from '@tanstack/react-router';
import { accessTokensQueryOptions } from '../../../api/access-tokens.ts';
import { AccessTokensPage } from '../../../features/access-tokens/index.ts';

export const Route = createFileRoute('/support/settings/tokens')({
  loader: ({ context }) => context.queryClient.ensureQueryData(accessTokensQueryOptions()),
  component: AccessTokensPage,
});
