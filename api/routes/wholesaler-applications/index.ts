/** Wholesaler applications (issue 12): the pharmacy applies through the wizard, the wholesaler decides. */
import { createRouter } from '../../contract/router.ts';
import { pharmacyApplicationRoutes } from './pharmacy-routes.ts';
import { supplierApplicationRoutes } from './supplier-routes.ts';

export { CHEQUE_UPLOAD_PATH } from './pharmacy-routes.ts';

export const wholesalerApplicationRoutes = createRouter()
  .route('/', pharmacyApplicationRoutes)
  .route('/', supplierApplicationRoutes);
