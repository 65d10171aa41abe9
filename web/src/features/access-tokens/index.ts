/** What other folders use of features/access-tokens: they import it from here, never a file inside (eslint house/feature-imports). */
export { AccessTokensPage } from './access-tokens-page.tsx';
