/** Offers (issue 5): the list and bulk calls, individual offers, and bundle offers, one area. */
import { createRouter } from '../../contract/router.ts';
import { bundleOfferRoutes } from './bundle-routes.ts';
import { offerListRoutes } from './list-routes.ts';
import { offerRoutes } from './offer-routes.ts';

export const offersRoutes = createRouter()
  .route('/', offerListRoutes)
  .route('/', offerRoutes)
  .route('/', bundleOfferRoutes);
