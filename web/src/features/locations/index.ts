/** What other folders use of features/locations: they import it from here, never a file inside (eslint house/feature-imports). */
export { LocationsPage } from './locations-page.tsx';
export { SupportLocationChangesPage } from './support-location-changes-page.tsx';
export { SupplierLocationChangesPage } from './supplier-location-changes-page.tsx';
