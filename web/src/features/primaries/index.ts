/** What other folders use of features/primaries: they import it from here, never a file inside (eslint house/feature-imports). */
export { PrimariesPage } from './primaries-page.tsx';
export { primaryConnectionQueryOptions } from './primaries-api.ts';
