/** Locations (issue 23): a pharmacy's stores, support's queue of store moves, and the wholesalers' notices. */
import { createRouter } from '../../contract/router.ts';
import { pharmacyLocationRoutes } from './pharmacy-routes.ts';
import { supplierLocationChangeRoutes } from './supplier-routes.ts';
import { supportLocationChangeRoutes } from './support-routes.ts';

export const locationRoutes = createRouter()
  .route('/', pharmacyLocationRoutes)
  .route('/', supportLocationChangeRoutes)
  .route('/', supplierLocationChangeRoutes);
