/** The supplier's inventory (supplier-side §2–§7): listings, prices around them, deals and promotions. */
import { createRouter } from '../../contract/router.ts';
import { dealRoutes } from './deal-routes.ts';
import { listingRoutes } from './listing-routes.ts';
import { pricingRoutes } from './pricing-routes.ts';
import { promotionRoutes } from './promotion-routes.ts';

export const inventoryRoutes = createRouter()
  .route('/', listingRoutes)
  .route('/', pricingRoutes)
  .route('/', dealRoutes)
  .route('/', promotionRoutes);
