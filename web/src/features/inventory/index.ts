/** What other folders use of features/inventory: they import it from here, never a file inside (eslint house/feature-imports). */
export { DealsPage } from './deals-page.tsx';
export { InlineEditCell } from './inline-edit-cell.tsx';
export { FILTERS, SORTABLE } from './inventory-api.ts';
export { InventoryPage } from './inventory-page.tsx';
export { notifyErrorText } from './notify-text.ts';
export { PromotionsPage } from './promotions-page.tsx';
