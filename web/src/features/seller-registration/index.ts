/** What other folders use of features/seller-registration: they import it from here, never a file inside (eslint house/feature-imports). */
export { BecomeSellerPage } from './become-seller-page.tsx';
export { SupportSellerRegistrationsPage } from './support-seller-registrations-page.tsx';
