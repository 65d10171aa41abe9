/** What other folders use of features/search: they import it from here, never a file inside (eslint house/feature-imports). */
export { ProductSearchBox, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from './product-search-box.tsx';
