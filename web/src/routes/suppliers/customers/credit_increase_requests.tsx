import { createFileRoute } from '@tanstack/react-router';
import { SupplierRequestsPage, requestsSearchSchema } from '../../../features/customer-requests/index.ts';

/** /suppliers/customers/credit_increase_requests: credit and terms increase requests, pending or history. */
export const Route = createFileRoute('/suppliers/customers/credit_increase_requests')({
  validateSearch: requestsSearchSchema,
  component: function CreditIncreaseRequestsRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SupplierRequestsPage
        title="Credit increase requests"
        kind="credit_increase"
        type={type}
        onType={(next) => void navigate({ search: { type: next } })}
      />
    );
  },
});
