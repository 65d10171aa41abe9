import type { NavItem } from './nav-item.ts';

export const supportNav: NavItem[] = [
  { label: 'Dashboard', to: '/support', exact: true, testId: 'nav-dashboard' },
  { label: 'Workflows', to: '/support/workflows', testId: 'nav-workflows' },
  { label: 'Account reviews', to: '/support/account_reviews', testId: 'nav-account-reviews' },
  { label: 'Suspension requests', to: '/support/customer_requests', testId: 'nav-customer-requests' },
  { label: 'Audit notices', to: '/support/audit_notices', testId: 'nav-audit-notices' },
  { label: 'Seller registrations', to: '/support/seller_registrations', testId: 'nav-seller-registrations' },
  { label: 'Licence updates', to: '/support/licence_updates', testId: 'nav-licence-updates' },
  { label: 'Location changes', to: '/support/location_changes', testId: 'nav-location-changes' },
  { label: 'Bank verifications', to: '/support/bank_accounts', testId: 'nav-bank-locks' },
  { label: 'Missing proofs', to: '/support/missing-proofs', testId: 'nav-missing-proofs' },
  { label: 'P2P disputes', to: '/support/p2p-disputes', testId: 'nav-p2p-disputes' },
  { label: 'Access tokens', to: '/support/settings/tokens', testId: 'nav-access-tokens' },
];
