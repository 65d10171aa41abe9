import { createFileRoute } from '@tanstack/react-router';
import { purchaseApprovalsQueryOptions } from '../../../api/sub-accounts.ts';
import { PurchaseApprovalsPage } from '../../../features/sub-accounts/index.ts';

export const Route = createFileRoute('/pharmacy/settings/approvals')({
  loader: ({ context }) => context.queryClient.ensureQueryData(purchaseApprovalsQueryOptions()),
  component: PurchaseApprovalsPage,
});
