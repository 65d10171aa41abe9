/** The pharmacy's approved wholesalers with their control documents, and its tax documents (pharmacy-side §2, §7). */
import { createRouter } from '../../contract/router.ts';
import { approvedWholesalerRoutes } from './approved-wholesalers-routes.ts';
import { taxDocumentRoutes } from './tax-document-routes.ts';

export { TAX_DOCUMENT_UPLOAD_PATH } from './tax-document-routes.ts';

export const pharmacyDocumentRoutes = createRouter()
  .route('/', approvedWholesalerRoutes)
  .route('/', taxDocumentRoutes);
