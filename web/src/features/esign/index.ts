/** What other folders use of features/esign: they import it from here, never a file inside (eslint house/feature-imports). */
export { openSignatureRequest } from './esign-api.ts';
export { SigningPage } from './signing-page.tsx';
