import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { CUSTOMER_SORTS } from '../../../../../domain/customers/customer-list.ts';
import { type CustomersParams, CustomersPage } from '../../../features/customers/index.ts';

// The URL is the state: search, sort and page survive reloads; a bad link falls back quietly.
const CustomersSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
  search: z.string().max(100).optional().catch(undefined),
  sort: z.enum(CUSTOMER_SORTS).catch('name').default('name'),
  direction: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});

export const Route = createFileRoute('/suppliers/customers/')({
  validateSearch: CustomersSearchSchema,
  component: function CustomersRoute() {
    const params = Route.useSearch();
    const navigate = Route.useNavigate();
    const onParams = useCallback(
      (next: Partial<CustomersParams>) => void navigate({ search: (prev) => ({ ...prev, ...next }) }),
      [navigate],
    );
    return <CustomersPage params={params} onParams={onParams} />;
  },
});
