/** Seller registration (issue 12): the pharmacy's become-seller form and support's review queue. */
import { createRouter } from '../../contract/router.ts';
import { becomeSellerRoutes } from './become-seller-routes.ts';
import { supportSellerRegistrationRoutes } from './support-routes.ts';

export { BECOME_SELLER_PATH } from './become-seller-routes.ts';

export const sellerRegistrationRoutes = createRouter()
  .route('/', becomeSellerRoutes)
  .route('/', supportSellerRegistrationRoutes);
