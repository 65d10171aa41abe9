/**
 * Audits (issue 11): the pharmacy's side under /wholesalers/audits, the wholesaler's under
 * /customers/audits, and support's queue. Mounted before the wholesalers and customers areas so
 * `/wholesalers/audits` is not read as a wholesaler id.
 */
import { createRouter } from '../../contract/router.ts';
import { pharmacyAuditRoutes } from './pharmacy-routes.ts';
import { supplierAuditRoutes } from './supplier-routes.ts';
import { supportAuditRoutes } from './support-routes.ts';

export { AUDIT_UPLOAD_PATH } from './supplier-routes.ts';

export const auditRoutes = createRouter()
  .route('/', pharmacyAuditRoutes)
  .route('/', supplierAuditRoutes)
  .route('/', supportAuditRoutes);
