import type { NavItem } from './nav-item.ts';

export const pharmacyNav: NavItem[] = [
  { label: 'Dashboard', to: '/pharmacy', exact: true, testId: 'nav-dashboard' },
  { label: 'Marketplace', to: '/pharmacy/marketplace', testId: 'nav-marketplace' },
  { label: 'Deals', to: '/pharmacy/deals', testId: 'nav-deals' },
  { label: 'Short-dates', to: '/pharmacy/shortdates', testId: 'nav-shortdates' },
  { label: 'Favorites', to: '/favorites', testId: 'nav-favorites' },
  { label: 'Cart', to: '/pharmacy/cart', testId: 'nav-cart' },
  { label: 'Orders', to: '/pharmacy/orders', testId: 'nav-orders' },
  { label: 'Purchase approvals', to: '/pharmacy/settings/approvals', testId: 'nav-approvals' },
  { label: 'Offers', to: '/pharmacy/offers', testId: 'nav-offers' },
  { label: 'Wholesalers', to: '/pharmacy/wholesalers', exact: true, testId: 'nav-wholesalers' },
  { label: 'Audits', to: '/pharmacy/wholesalers/audits', testId: 'nav-audits' },
  { label: 'Approved wholesalers', to: '/pharmacy/wholesalers/approved', testId: 'nav-approved-wholesalers' },
  { label: 'Rewards', to: '/pharmacy/rewards', testId: 'nav-rewards' },
  { label: 'Licences', to: '/pharmacy/licences', testId: 'nav-licences' },
  { label: 'Tax documents', to: '/pharmacy/tax_documents', testId: 'nav-tax-documents' },
  { label: 'Become a seller', to: '/pharmacy/become_seller', testId: 'nav-become-seller' },
  { label: 'Settings', to: '/pharmacy/settings/profile', testId: 'nav-settings' },
  { label: 'Payment methods', to: '/pharmacy/settings/payment-methods', testId: 'nav-payment-methods' },
  { label: 'Access tokens', to: '/pharmacy/settings/tokens', testId: 'nav-access-tokens' },
];

/** Entries only an approved p2p seller has (issue 13), shown after "Become a seller". */
export const sellerNav: NavItem[] = [
  { label: 'Inventory', to: '/pharmacy/inventory', testId: 'nav-inventory' },
  { label: 'Seller shipping', to: '/pharmacy/settings/seller_shipping', testId: 'nav-seller-shipping' },
  { label: 'P2P sales', to: '/pharmacy/p2p/sales', testId: 'nav-p2p-sales' },
  { label: 'P2P payouts', to: '/pharmacy/p2p/payouts', testId: 'nav-p2p-payouts' },
];

/** The pharmacy's navigation, with the seller's entries when the account is an approved seller. */
export function pharmacyNavFor(isSeller: boolean): NavItem[] {
  if (!isSeller) return pharmacyNav;
  const at = pharmacyNav.findIndex((item) => item.to === '/pharmacy/become_seller') + 1;
  return [...pharmacyNav.slice(0, at), ...sellerNav, ...pharmacyNav.slice(at)];
}
