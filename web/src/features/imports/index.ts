/** What other folders use of features/imports: they import it from here, never a file inside (eslint house/feature-imports). */
export { IMPORT_KINDS } from './imports-api.ts';
export { ImportsPage } from './imports-page.tsx';
