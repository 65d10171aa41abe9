/** What other folders use of features/orders: they import it from here, never a file inside (eslint house/feature-imports). */
export { isoFromExpiry, type LotDraft } from './lot-state.ts';
export { allLotsConfirmed, type LotDrafts, LotTable, type LotTableLine } from './lot-table.tsx';
export { OrderDetailsPage } from './order-details-page.tsx';
export { OrderEditPage } from './order-edit-page.tsx';
export { OrdersPage } from './orders-page.tsx';
export { OrdersPage as SupplierOrdersPage } from './supplier-orders-page.tsx';
export { AddPackageButton, EMPTY_PACKAGE, PackageRows } from './package-rows.tsx';
export { OrderDetailPage } from './supplier-order-detail-page.tsx';
export { ORDER_STATUSES, type PackageForm } from './supplier-orders-api.ts';
