import { createFileRoute } from '@tanstack/react-router';
import { OffersPage, offersSearchSchema } from '../../../features/offers/index.ts';

const EMPTY = {
  sent: 'Offers you make on listings appear here.',
  received: 'Bundle offers from suppliers, and offers on your pharmacy-to-pharmacy listings, appear here.',
};

/**
 * /pharmacy/offers (pharmacy-side §2, §4 Offers): sent offers; received bundle offers and, for a
 * p2p seller, the offers buyers make on its listings (issue 13), mixed in one list.
 */
export const Route = createFileRoute('/pharmacy/offers/')({
  validateSearch: offersSearchSchema('sent'),
  component: function PharmacyOffersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OffersPage
        search={search}
        onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
        counterpartyLabel="Counterparty"
        emptyText={EMPTY}
      />
    );
  },
});
