import { createFileRoute } from '@tanstack/react-router';
import {
  SupplierRequestsPage,
  EOM_REDIRECT_MS,
  requestsSearchSchema,
} from '../../../features/customer-requests/index.ts';

/**
 * /suppliers/customers/request_eom_changes (supplier-side §2): end-of-month changes; after a
 * decision the page goes to `?type=history` after 3 s (§9).
 */
export const Route = createFileRoute('/suppliers/customers/request_eom_changes')({
  validateSearch: requestsSearchSchema,
  component: function EomChangeRequestsRoute() {
    const { type } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SupplierRequestsPage
        title="End of month terms change requests"
        kind="eom_change"
        type={type}
        onType={(next) => void navigate({ search: { type: next } })}
        onDecided={() => {
          setTimeout(() => void navigate({ search: { type: 'history' } }), EOM_REDIRECT_MS);
        }}
      />
    );
  },
});
