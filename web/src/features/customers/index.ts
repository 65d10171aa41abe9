/** What other folders use of features/customers: they import it from here, never a file inside (eslint house/feature-imports). */
export { CustomerViewPage } from './customer-view-page.tsx';
export type { CustomersParams } from './customers-api.ts';
export { CustomersPage } from './customers-page.tsx';
export { MasterDataExportPage } from './master-data-export-page.tsx';
export { SupportControlRequestsPage } from './support-control-requests-page.tsx';
