/** Customers, supplier side: the list and view with terms, suspension and disable-controls requests, support's queue, the master-data export (issue 11). */
import { createRouter } from '../../contract/router.ts';
import { controlRequestRoutes } from './control-requests.ts';
import { masterDataExportRoutes } from './master-data-export.ts';
import { supplierCustomerRoutes } from './supplier-customers.ts';
import { supportQueueRoutes } from './support-queue.ts';

export const customerRoutes = createRouter()
  .route('/', controlRequestRoutes)
  .route('/', supplierCustomerRoutes)
  .route('/', masterDataExportRoutes)
  .route('/', supportQueueRoutes);
