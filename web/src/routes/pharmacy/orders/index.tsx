import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OrdersPage } from '../../../features/orders/index.ts';
import { PER_PAGE_OPTIONS } from '../../../ui/paging-footer.tsx';

// The URL is the state: range, page, per page and favourites survive reloads; a bad link falls back quietly.
const OrdersSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce
    .number()
    .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n))
    .catch(25)
    .default(25),
  range: z.string().max(64).optional().catch(undefined),
  fav: z.boolean().optional().catch(undefined),
  location_id: z.uuid().optional().catch(undefined),
});

/** /pharmacy/orders (pharmacy-side §2). */
export const Route = createFileRoute('/pharmacy/orders/')({
  validateSearch: OrdersSearchSchema,
  component: function OrdersRoute() {
    const params = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OrdersPage
        params={params}
        onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
