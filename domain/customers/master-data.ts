/**
 * A customer's master data as CSV cells (issue 11 customers export): one line per customer, every
 * cell escaped against formula injection (domain/csv-safe.ts), since names and external ids are
 * typed by people.
 */
import { escapeCsvFormula } from '../csv-safe.ts';
import { formatCents } from '../money.ts';

export const MASTER_DATA_COLUMNS = [
  'Customer id',
  'Name',
  'City',
  'State',
  'Status',
  'External customer id',
  'Credit allocated',
  'Credit used',
  'Credit available',
  'Net days',
  'Credit hold',
  'Hide brand products',
  'Controls disabled',
  'Last order',
  'Open balance',
] as const;

export type MasterDataCustomer = {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  status: string;
  external_customer_id: string | null;
  credit_allocated_cents: number;
  credit_used_cents: number;
  credit_available_cents: number;
  net_days: number;
  credit_hold: boolean;
  hide_brand_products: boolean;
  controls_disabled: boolean;
  last_order_at: string | null;
  open_balance_cents: number;
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The header and one escaped line of cells per customer. */
export function masterDataRecords(customers: readonly MasterDataCustomer[]): string[][] {
  const lines = customers.map((c) => [
    c.id,
    c.name,
    c.city ?? '',
    c.state ?? '',
    c.status,
    c.external_customer_id ?? '',
    formatCents(c.credit_allocated_cents),
    formatCents(c.credit_used_cents),
    formatCents(c.credit_available_cents),
    String(c.net_days),
    yesNo(c.credit_hold),
    yesNo(c.hide_brand_products),
    yesNo(c.controls_disabled),
    c.last_order_at ?? '',
    formatCents(c.open_balance_cents),
  ]);
  return [[...MASTER_DATA_COLUMNS], ...lines].map((cells) => cells.map(escapeCsvFormula));
}
