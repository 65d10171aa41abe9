import type { NavItem } from './nav-item.ts';

export const supportNav: NavItem[] = [
  { label: 'Dashboard', to: '/support', exact: true, testId: 'nav-dashboard' },
  { label: 'Workflows', to: '/support/workflows', testId: 'nav-workflows' },
  { label: 'Account reviews', to: '/support/account_reviews', testId: 'nav-account-reviews' },
  { label: 'Suspension requests', to: '/support/customer_requests', testId: 'nav-customer-requests' },
  { label: 'Audit notices', to: '/support/audit_notices', testId: 'nav-audit-notices' },
  { label: 'Access tokens', to: '/support/settings/tokens', testId: 'nav-access-tokens' },
];
