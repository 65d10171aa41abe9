import { createFileRoute } from '@tanstack/react-router';
import { SupplierRequestsPage, requestsSearchSchema } from '../../../features/customer-requests/index.ts';

/** /suppliers/customers/account_type_change_requests (supplier-side §2): list and the target after a decision. */
export const Route = createFileRoute('/suppliers/customers/account_type_change_requests')({
  validateSearch: requestsSearchSchema,
  component: function AccountTypeChangeRequestsRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SupplierRequestsPage
        title="Account type change requests"
        kind="payment_account_change"
        type={type}
        onType={(next) => void navigate({ search: { type: next } })}
      />
    );
  },
});
