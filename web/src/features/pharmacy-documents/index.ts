/** What other folders use of features/pharmacy-documents: they import it from here, never a file inside (eslint house/feature-imports). */
export { ApprovedWholesalersPage } from './approved-wholesalers-page.tsx';
export { TaxDocumentsPage } from './tax-documents-page.tsx';
