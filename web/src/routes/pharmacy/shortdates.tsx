import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage } from '../../features/marketplace/marketplace-page.tsx';
import { MarketplaceSearchSchema } from '../../features/marketplace/marketplace-search.ts';

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
