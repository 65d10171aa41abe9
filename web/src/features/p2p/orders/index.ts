/** What other folders use of features/p2p/orders: they import it from here, never a file inside (eslint house/feature-imports). */
export { P2pBuyerPanel } from './buyer-panel.tsx';
export { PayoutsPage } from './payouts-page.tsx';
export { SalePage } from './sale-page.tsx';
export { SalesPage } from './sales-page.tsx';
export { SupportDisputesPage } from './support-disputes-page.tsx';
