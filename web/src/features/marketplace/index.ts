/** What other folders use of features/marketplace: they import it from here, never a file inside (eslint house/feature-imports). */
export { MarketplacePage } from './marketplace-page.tsx';
export { MarketplaceSearchSchema } from './marketplace-search.ts';
export { PharmacyShell } from './pharmacy-shell.tsx';
export { WholesalerDetailsPage } from './wholesaler-details-page.tsx';
