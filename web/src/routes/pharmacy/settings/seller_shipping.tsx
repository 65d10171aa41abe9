import { createFileRoute } from '@tanstack/react-router';
import { sellerShippingQueryOptions } from '../../../features/p2p/buying/p2p-api.ts';
import { SellerShippingPage } from '../../../features/p2p/buying/seller-shipping-page.tsx';

/** /pharmacy/settings/seller_shipping (supplier-side §2 pharmacy-seller shipping settings). */
export const Route = createFileRoute('/pharmacy/settings/seller_shipping')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sellerShippingQueryOptions()),
  component: SellerShippingPage,
});
