import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage } from '../../../features/p2p/listings/index.ts';

/** /pharmacy/inventory/new: list a product for other pharmacies. */
export const Route = createFileRoute('/pharmacy/inventory/new')({
  component: () => <ListingFormPage />,
});
