/** What other folders use of features/wholesaler-applications: they import it from here, never a file inside (eslint house/feature-imports). */
export { ApplyPage } from './apply-page.tsx';
export { SupplierApplicationsPage } from './supplier-applications-page.tsx';
export { WholesalersPage } from './wholesalers-page.tsx';
