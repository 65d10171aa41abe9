/** What other folders use of features/licences: they import it from here, never a file inside (eslint house/feature-imports). */
export { LicencesPage } from './licences-page.tsx';
export { SupportLicenceUpdatesPage } from './support-licence-updates-page.tsx';
