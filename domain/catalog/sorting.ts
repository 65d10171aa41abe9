/** The spec's sortable column keys (pharmacy-side §3, supplier-side §2). */
export const SORT_KEYS = [
  'manufacturer',
  'supplier_name',
  'package_size',
  'stock',
  'expiration_date',
  'price_per_unit',
  'price',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
