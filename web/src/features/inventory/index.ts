/** What other folders use of features/inventory: they import it from here, never a file inside (eslint house/feature-imports). */
export { DealsPage } from './deals-page.tsx';
export { FILTERS, SORTABLE } from './inventory-api.ts';
export { InventoryPage } from './inventory-page.tsx';
export { priceAndStockColumns, type InlineChange } from './price-stock-columns.tsx';
export { PromotionsPage } from './promotions-page.tsx';
