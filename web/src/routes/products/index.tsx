import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage, MarketplaceSearchSchema } from '../../features/marketplace/index.ts';

/** /products?keywords=&ndc=&p2p_only=&short_date= (supplier-side §2 Product search). */
export const Route = createFileRoute('/products/')({
  validateSearch: MarketplaceSearchSchema,
  component: function ProductsPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MarketplacePage
        title={search.short_date ? 'Short-dated deals' : 'Products'}
        mode="all"
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
