import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SELLER_SORTS, SellerInventoryPage } from '../../../features/p2p/listings/index.ts';

// The URL is the state: sort, page and search survive reloads; a bad link falls back quietly.
const SearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
  sort: z.enum(SELLER_SORTS).catch('name').default('name'),
  direction: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  keywords: z.string().max(100).optional().catch(undefined),
});

/** /pharmacy/inventory: the seller's p2p listings. */
export const Route = createFileRoute('/pharmacy/inventory/')({
  validateSearch: SearchSchema,
  component: InventoryRoute,
});

function InventoryRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SellerInventoryPage
      params={params}
      onParams={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
