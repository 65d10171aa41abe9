import { createFileRoute } from '@tanstack/react-router';
import { SellerShippingPage, sellerShippingQueryOptions } from '../../../features/p2p/buying/index.ts';

/** /pharmacy/settings/seller_shipping (supplier-side §2 pharmacy-seller shipping settings). */
export const Route = createFileRoute('/pharmacy/settings/seller_shipping')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sellerShippingQueryOptions()),
  component: SellerShippingPage,
});
