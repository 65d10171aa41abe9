import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ORDER_STATUSES, SupplierOrdersPage } from '../../../features/orders/index.ts';

// The URL is the state: status filter and page survive reloads; a bad link falls back quietly.
const OrdersSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
});

export const Route = createFileRoute('/suppliers/orders/')({
  validateSearch: OrdersSearchSchema,
  component: function OrdersRoute() {
    const params = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SupplierOrdersPage
        params={params}
        onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
