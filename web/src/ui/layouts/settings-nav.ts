import type { NavItem } from './nav-item.ts';

/**
 * The tabs of the pharmacy's settings area (/pharmacy/settings/…), in the order shown. A settings
 * page of another area joins the area by adding one line here; only pages that exist get a tab.
 */
export const pharmacySettingsNav: NavItem[] = [
  { label: 'Profile', to: '/pharmacy/settings/profile', testId: 'settings-tab-profile' },
  { label: 'Users', to: '/pharmacy/settings/team', testId: 'settings-tab-team' },
  { label: 'Locations', to: '/pharmacy/settings/locations', testId: 'settings-tab-locations' },
  { label: 'Sub-accounts', to: '/pharmacy/settings/sub_accounts', testId: 'settings-tab-sub-accounts' },
  {
    label: 'Payment methods',
    to: '/pharmacy/settings/payment-methods',
    testId: 'settings-tab-payment-methods',
  },
  { label: 'Primary wholesaler', to: '/pharmacy/settings/primaries', testId: 'settings-tab-primaries' },
  { label: 'Access tokens', to: '/pharmacy/settings/tokens', testId: 'settings-tab-access-tokens' },
];

/** The tabs of the supplier's settings area (/suppliers/settings/…). */
export const supplierSettingsNav: NavItem[] = [
  { label: 'Profile', to: '/suppliers/settings/profile', testId: 'settings-tab-profile' },
  { label: 'Users', to: '/suppliers/settings/team', testId: 'settings-tab-team' },
  { label: 'Shipping', to: '/suppliers/settings/shipping', testId: 'settings-tab-shipping' },
  { label: 'Order minimums', to: '/suppliers/settings/minimums', testId: 'settings-tab-minimums' },
  { label: 'Preferences', to: '/suppliers/settings/preferences', testId: 'settings-tab-preferences' },
  { label: 'Access tokens', to: '/suppliers/settings/tokens', testId: 'settings-tab-access-tokens' },
];
