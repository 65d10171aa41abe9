/** Customers, supplier side: the list and view with terms, suspension and disable-controls requests, support's queue (issue 11). */
import { createRouter } from '../../contract/router.ts';
import { controlRequestRoutes } from './control-requests.ts';
import { supplierCustomerRoutes } from './supplier-customers.ts';
import { supportQueueRoutes } from './support-queue.ts';

export const customerRoutes = createRouter()
  .route('/', controlRequestRoutes)
  .route('/', supplierCustomerRoutes)
  .route('/', supportQueueRoutes);
