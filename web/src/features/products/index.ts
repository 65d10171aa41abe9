/** What other folders use of features/products: they import it from here, never a file inside (eslint house/feature-imports). */
export { CookieFilterBar } from './cookie-filter-bar.tsx';
export { useCookieFilters } from './cookie-filters.ts';
export { ProductBadges } from './product-badges.tsx';
export { ProductPage } from './product-page.tsx';
export { ProductTable } from './product-table.tsx';
export {
  favoritesQueryOptions,
  type FavoriteToggle,
  marketplaceQueryOptions,
  type ProductSuggestion,
  searchProducts,
  type SupplierListing,
} from './products-api.ts';
export { RecentlyViewedCard } from './recently-viewed-card.tsx';
