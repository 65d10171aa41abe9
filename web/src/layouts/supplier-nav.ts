import type { NavItem } from './nav-item.ts';

export const supplierNav: NavItem[] = [
  { label: 'Dashboard', to: '/suppliers', exact: true, testId: 'nav-dashboard' },
  { label: 'Inventory', to: '/suppliers/inventory', testId: 'nav-inventory' },
  { label: 'Deals', to: '/suppliers/deals', testId: 'nav-deals' },
  { label: 'Promotions', to: '/suppliers/promotions', testId: 'nav-promotions' },
  { label: 'Imports', to: '/suppliers/imports', testId: 'nav-imports' },
  { label: 'Access tokens', to: '/suppliers/settings/tokens', testId: 'nav-access-tokens' },
];
