/** What other folders use of features/customer-requests: they import it from here, never a file inside (eslint house/feature-imports). */
export { CustomerRequestsPanel } from './customer-requests-table.tsx';
export { EOM_REDIRECT_MS, requestsSearchSchema } from './requests-search.ts';
export { SupplierRequestsPage } from './supplier-requests-page.tsx';
export { RequestTermsButton, WholesalerRequestsSection } from './wholesaler-requests-section.tsx';
