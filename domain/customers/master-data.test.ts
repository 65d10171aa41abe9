import { describe, expect, it } from 'vitest';
import { MASTER_DATA_COLUMNS, masterDataRecords } from './master-data.ts';

const customer = {
  id: 'c1',
  name: '=HYPERLINK("http://x")',
  city: 'Austin',
  state: 'TX',
  status: 'approved',
  external_customer_id: '+42',
  credit_allocated_cents: 250_000,
  credit_used_cents: 1_000,
  credit_available_cents: 249_000,
  net_days: 30,
  credit_hold: false,
  hide_brand_products: true,
  controls_disabled: false,
  last_order_at: null,
  open_balance_cents: 0,
};

describe('customer master data', () => {
  it('writes a header and one line per customer with money as dollars', () => {
    const [header, line] = masterDataRecords([customer]);
    expect(header).toEqual([...MASTER_DATA_COLUMNS]);
    expect(line).toContain('$2,500.00');
    expect(line).toContain('yes');
  });
  it('escapes cells a spreadsheet would read as formulas', () => {
    const [, line] = masterDataRecords([customer]);
    expect(line![1]).toBe(`'=HYPERLINK("http://x")`);
    expect(line![5]).toBe(`'+42`);
  });
});
