/** Licences that stay valid (issue 12): the pharmacy's licences and renewed-licence uploads, support's queue. */
import { createRouter } from '../../contract/router.ts';
import { pharmacyLicenceRoutes } from './pharmacy-routes.ts';
import { supportLicenceRoutes } from './support-routes.ts';

export { LICENCE_UPLOAD_PATH } from './pharmacy-routes.ts';

export const licenceRoutes = createRouter()
  .route('/', pharmacyLicenceRoutes)
  .route('/', supportLicenceRoutes);
