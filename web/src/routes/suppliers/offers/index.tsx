import { createFileRoute } from '@tanstack/react-router';
import { OffersPage, offersSearchSchema } from '../../../features/offers/index.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';

const EMPTY = {
  sent: 'Bundle offers you send to your customers appear here.',
  received: 'Offers pharmacies make on your listings appear here.',
};

/** /suppliers/offers (issue 5): the same page from the seller's side — offers to answer, bundle offers sent. */
export const Route = createFileRoute('/suppliers/offers/')({
  validateSearch: offersSearchSchema('received'),
  component: function SupplierOffersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OffersPage
        search={search}
        onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
        counterpartyLabel="Pharmacy"
        emptyText={EMPTY}
        actions={
          <ButtonLink to="/suppliers/bundle_offers/new" data-testid="offers-new-bundle">
            New bundle offer
          </ButtonLink>
        }
      />
    );
  },
});
