import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage, MarketplaceSearchSchema } from '../../features/marketplace/index.ts';

/** /pharmacy/shortdates: the short-dates mode of the product list (supplier-side §2). */
export const Route = createFileRoute('/pharmacy/shortdates')({
  validateSearch: MarketplaceSearchSchema,
  component: function PharmacyPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MarketplacePage
        title="Short-dated deals"
        mode="all"
        search={{ ...search, short_date: true }}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    );
  },
});
