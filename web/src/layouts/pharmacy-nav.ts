import type { NavItem } from './nav-item.ts';

export const pharmacyNav: NavItem[] = [
  { label: 'Dashboard', to: '/pharmacy', exact: true, testId: 'nav-dashboard' },
  { label: 'Marketplace', to: '/pharmacy/marketplace', testId: 'nav-marketplace' },
  { label: 'Deals', to: '/pharmacy/deals', testId: 'nav-deals' },
  { label: 'Short-dates', to: '/pharmacy/shortdates', testId: 'nav-shortdates' },
  { label: 'Favorites', to: '/favorites', testId: 'nav-favorites' },
  { label: 'Access tokens', to: '/pharmacy/settings/tokens', testId: 'nav-access-tokens' },
];
