import { createFileRoute } from '@tanstack/react-router';
import { NewBundleOfferPage } from '../../../../features/offers/index.ts';

/** A p2p seller's bundle offer of its own listings to a pharmacy it has traded with (issue 13). */
export const Route = createFileRoute('/pharmacy/p2p/bundle_offers/new')({
  component: () => <NewBundleOfferPage sender="p2p" />,
});
