/** What other folders use of features/p2p/listings: they import it from here, never a file inside (eslint house/feature-imports). */
export { ListingFormPage } from './listing-form-page.tsx';
export { SELLER_SORTS, sellerListingQueryOptions, sellerStatusQueryOptions } from './listings-api.ts';
export { SellerInventoryPage } from './seller-inventory-page.tsx';
export { SupportMissingProofsPage } from './support-missing-proofs-page.tsx';
