import { createFileRoute } from '@tanstack/react-router';
import { groupLocationsQueryOptions, subAccountsQueryOptions } from '../../../api/sub-accounts.ts';
import { SubAccountsPage } from '../../../features/sub-accounts/index.ts';

export const Route = createFileRoute('/pharmacy/settings/sub_accounts')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subAccountsQueryOptions()),
      context.queryClient.ensureQueryData(groupLocationsQueryOptions()),
    ]),
  component: SubAccountsPage,
});
