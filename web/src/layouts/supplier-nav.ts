import type { NavItem } from './nav-item.ts';

export const supplierNav: NavItem[] = [
  { label: 'Dashboard', to: '/suppliers', exact: true, testId: 'nav-dashboard' },
  { label: 'Access tokens', to: '/suppliers/settings/tokens', testId: 'nav-access-tokens' },
];
