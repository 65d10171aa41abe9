/** What other folders use of features/favorites: they import it from here, never a file inside (eslint house/feature-imports). */
export { FavoritesPage } from './favorites-page.tsx';
