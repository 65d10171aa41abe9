/** What other folders use of features/sub-accounts: they import it from here, never a file inside (eslint house/feature-imports). */
export { PurchaseApprovalsPage } from './purchase-approvals-page.tsx';
export { SubAccountsPage } from './sub-accounts-page.tsx';
export { LocationFilter } from './location-filter.tsx';
