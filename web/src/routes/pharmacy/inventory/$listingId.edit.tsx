import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage, sellerListingQueryOptions } from '../../../features/p2p/listings/index.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

/** /pharmacy/inventory/$listingId/edit: change a listing, add files, remove images. */
export const Route = createFileRoute('/pharmacy/inventory/$listingId/edit')({
  component: EditListingRoute,
});

function EditListingRoute() {
  const { listingId } = Route.useParams();
  const listing = useQuery(sellerListingQueryOptions(listingId));
  if (listing.isPending) return <PageLoader />;
  if (listing.isError) throw listing.error;
  return <ListingFormPage key={listing.data.id} listing={listing.data} />;
}
