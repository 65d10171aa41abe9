import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage, MarketplaceSearchSchema } from '../../features/marketplace/index.ts';

/** /pharmacy/marketplace (pharmacy-side §2 header menus). */
export const Route = createFileRoute('/pharmacy/marketplace')({
  validateSearch: MarketplaceSearchSchema,
  component: function PharmacyPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MarketplacePage
        title="Marketplace"
        mode="all"
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
