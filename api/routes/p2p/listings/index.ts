/** The p2p seller's listings and support's missing-proof queue (issue 13 part A). */
import { createRouter } from '../../../contract/router.ts';
import { catalogRoutes } from './catalog-route.ts';
import { sellerListingRoutes } from './listing-routes.ts';
import { missingProofRoutes } from './support-routes.ts';
import { sellerWriteRoutes } from './write-routes.ts';

export { LISTING_UPLOAD_PATH, LISTING_UPLOAD_PATTERNS } from './write-routes.ts';

export const pharmacyInventoryRoutes = createRouter()
  .route('/', sellerListingRoutes)
  .route('/', sellerWriteRoutes)
  .route('/', missingProofRoutes)
  .route('/', catalogRoutes);
