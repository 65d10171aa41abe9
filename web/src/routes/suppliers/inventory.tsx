import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FILTERS, SORTABLE, InventoryPage } from '../../features/inventory/index.ts';

// The URL is the state: sort, page, search and filter survive reloads; a bad link falls back quietly.
const InventorySearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
  sort: z
    .enum([...SORTABLE, 'supplier_name'])
    .catch('name')
    .default('name'),
  direction: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  q: z.string().max(100).optional().catch(undefined),
  filter: z.enum(FILTERS).optional().catch(undefined),
});

export const Route = createFileRoute('/suppliers/inventory')({
  validateSearch: InventorySearchSchema,
  component: InventoryRoute,
});

function InventoryRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InventoryPage
      params={params}
      onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
