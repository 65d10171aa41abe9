import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage, MarketplaceSearchSchema } from '../../features/marketplace/index.ts';

/** /pharmacy/deals (pharmacy-side §2 header menus). */
export const Route = createFileRoute('/pharmacy/deals')({
  validateSearch: MarketplaceSearchSchema,
  component: function PharmacyPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MarketplacePage
        title="Deals"
        mode="deals"
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
