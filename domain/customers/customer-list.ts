/** The sort keys of the supplier's customers table (supplier-side §2 /suppliers/customers). */
export const CUSTOMER_SORTS = [
  'name',
  'state',
  'status',
  'credit_allocated',
  'credit_used',
  'credit_available',
  'net_days',
  'last_order',
  'open_balance',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_STATUSES = ['pending', 'approved', 'declined', 'suspended'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
