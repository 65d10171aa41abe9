import type { NavItem } from './nav-item.ts';

export const supplierNav: NavItem[] = [
  { label: 'Dashboard', to: '/suppliers', exact: true, testId: 'nav-dashboard' },
  { label: 'Orders', to: '/suppliers/orders', testId: 'nav-orders' },
  { label: 'Offers', to: '/suppliers/offers', testId: 'nav-offers' },
  { label: 'Customers', to: '/suppliers/customers', testId: 'nav-customers' },
  {
    label: 'Credit requests',
    to: '/suppliers/customers/credit_increase_requests',
    testId: 'nav-credit-requests',
  },
  {
    label: 'Account type requests',
    to: '/suppliers/customers/account_type_change_requests',
    testId: 'nav-account-type-requests',
  },
  {
    label: 'End of month requests',
    to: '/suppliers/customers/request_eom_changes',
    testId: 'nav-eom-requests',
  },
  {
    label: 'Customer applications',
    to: '/suppliers/customers/applications',
    testId: 'nav-customer-applications',
  },
  { label: 'Customer audits', to: '/suppliers/customers/audits', testId: 'nav-customer-audits' },
  { label: 'Location changes', to: '/suppliers/location_changes', testId: 'nav-location-changes' },
  { label: 'Inventory', to: '/suppliers/inventory', testId: 'nav-inventory' },
  { label: 'Deals', to: '/suppliers/deals', testId: 'nav-deals' },
  { label: 'Promotions', to: '/suppliers/promotions', testId: 'nav-promotions' },
  { label: 'Imports', to: '/suppliers/imports', testId: 'nav-imports' },
  { label: 'Settings', to: '/suppliers/settings/profile', testId: 'nav-settings' },
  { label: 'Shipping settings', to: '/suppliers/settings/shipping', testId: 'nav-shipping-settings' },
  { label: 'Order minimums', to: '/suppliers/settings/minimums', testId: 'nav-order-minimums' },
  { label: 'Card processing', to: '/suppliers/cc_payment_taxes', testId: 'nav-card-processing' },
  { label: 'Preferences', to: '/suppliers/settings/preferences', testId: 'nav-preferences' },
  { label: 'Access tokens', to: '/suppliers/settings/tokens', testId: 'nav-access-tokens' },
];
