import type { NavItem } from './nav-item.ts';

export const pharmacyNav: NavItem[] = [
  { label: 'Dashboard', to: '/pharmacy', exact: true, testId: 'nav-dashboard' },
  { label: 'Access tokens', to: '/pharmacy/settings/tokens', testId: 'nav-access-tokens' },
];
