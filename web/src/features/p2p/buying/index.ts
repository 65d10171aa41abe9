/** What other folders use of features/p2p/buying: they import it from here, never a file inside (eslint house/feature-imports). */
export { p2pCheckoutQueryOptions, searchP2pProducts, sellerShippingQueryOptions } from './p2p-api.ts';
export { P2pCheckoutPage } from './p2p-checkout-page.tsx';
export { P2pSellerBadges } from './p2p-seller-badges.tsx';
export { Rph2rphOfferModal } from './rph2rph-offer-modal.tsx';
export { SellerShippingPage } from './seller-shipping-page.tsx';
