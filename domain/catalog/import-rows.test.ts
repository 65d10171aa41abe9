import { describe, expect, it } from 'vitest';
import { checkHeaders, IMPORT_KINDS, parseInventoryRow, parseRuleRow } from './import-rows.ts';

/** The day rows are judged on: the good row's expiry (12-31-2027) is still ahead. */
const TODAY = '2026-11-25';

const goodInventory = {
  ndc: '0093-5056-01',
  sku: 'ATV-20-90',
  price: '$12.50',
  stock: '',
  expiry_date: '12-31-2027',
  lot: ' L123 ',
  min_qty: '',
  max_qty: '10',
};

describe('checkHeaders (supplier imports: required columns)', () => {
  it.each([
    ['inventory', ['ndc', 'sku', 'price', 'stock']],
    ['non_returnable_products', ['ndc']],
    ['special_discount_products', ['ndc', 'discount_percent']],
    ['specific_shipping_rules', ['ndc', 'shipping_methods']],
  ] as const)('accepts a %s file with its required columns', (kind, headers) => {
    expect(checkHeaders(kind, [...headers])).toEqual([]);
  });

  it('names each missing column', () => {
    expect(checkHeaders('inventory', ['ndc', 'price'])).toEqual([
      'Missing column: sku',
      'Missing column: stock',
    ]);
    expect(checkHeaders('special_discount_products', ['ndc'])).toEqual(['Missing column: discount_percent']);
    expect(checkHeaders('specific_shipping_rules', [])).toEqual([
      'Missing column: ndc',
      'Missing column: shipping_methods',
    ]);
  });

  it('matches headers regardless of case and blanks, extra columns allowed', () => {
    expect(checkHeaders('inventory', [' NDC ', 'Sku', 'PRICE', 'stock', 'comment'])).toEqual([]);
  });

  it('knows the four import kinds', () => {
    expect(IMPORT_KINDS).toEqual([
      'inventory',
      'non_returnable_products',
      'special_discount_products',
      'specific_shipping_rules',
    ]);
  });
});

describe('parseInventoryRow (inventory import, supplier-side §5 rules per row)', () => {
  it('reads a good row: NDC normalised, price in cents, blank stock 0, MM-DD-YYYY expiry, default min_qty 1', () => {
    expect(parseInventoryRow(goodInventory, TODAY)).toEqual({
      ok: true,
      row: {
        ndc: '00093505601',
        sku: 'ATV-20-90',
        packPriceCents: 1250,
        stock: 0,
        expiryDate: '2027-12-31',
        lot: 'L123',
        minQty: 1,
        maxQty: 10,
      },
    });
  });

  it('reads a minimal row: optional columns absent', () => {
    expect(parseInventoryRow({ ndc: '12345678901', sku: 'X', price: '3', stock: '4' }, TODAY)).toEqual({
      ok: true,
      row: {
        ndc: '12345678901',
        sku: 'X',
        packPriceCents: 300,
        stock: 4,
        expiryDate: null,
        lot: null,
        minQty: 1,
        maxQty: null,
      },
    });
  });

  it('accepts the expiry column under its short name', () => {
    const parsed = parseInventoryRow(
      { ...goodInventory, expiry_date: undefined, expiry: '2027-06-30' },
      TODAY,
    );
    expect(parsed.ok && parsed.row.expiryDate).toBe('2027-06-30');
  });

  it.each([
    [{ ndc: '1234-567-89' }, 'NDC "1234-567-89" is not a valid NDC'],
    [{ ndc: '' }, 'NDC "" is not a valid NDC'],
    [{ sku: '  ' }, 'SKU is required'],
    [{ sku: 'S'.repeat(65) }, 'SKU is longer than 64 characters'],
    [{ price: 'ten' }, 'Price "ten" is not an amount up to $20,000,000.00'],
    [{ price: '99999999999' }, 'Price "99999999999" is not an amount up to $20,000,000.00'],
    [{ stock: '99999999999' }, 'Stock cannot be more than 10,000,000.'],
    [{ max_qty: '9999999999' }, 'Quantities cannot be more than 100,000.'],
    [{ price: '0.00' }, 'Price must be greater than zero.'],
    [{ stock: '-1' }, 'Stock cannot be negative.'],
    [{ stock: '2.5' }, 'Stock must be a whole number.'],
    [{ expiry_date: '02-30-2026' }, 'Expiry date "02-30-2026" is not a date (MM-DD-YYYY or YYYY-MM-DD)'],
    [
      { expiry_date: '2020-06-30' },
      'This stock expired on 06/30/2020: expired stock cannot be sold. Import it again with a later expiry date.',
    ],
    [{ min_qty: '0' }, 'Minimum quantity must be at least 1.'],
    [{ min_qty: 'two' }, 'Minimum quantity must be at least 1.'],
    [{ max_qty: '1.5' }, 'Maximum quantity must be a whole number.'],
    [{ min_qty: '5', max_qty: '4' }, 'Maximum quantity cannot be less than the minimum quantity.'],
  ])('refuses %j: %s', (change, reason) => {
    expect(parseInventoryRow({ ...goodInventory, ...change }, TODAY)).toEqual({
      ok: false,
      reasons: [reason],
    });
  });

  it('gives every reason of a row at once', () => {
    const parsed = parseInventoryRow({ ndc: 'x', sku: '', price: '0', stock: '-1' }, TODAY);
    expect(parsed).toEqual({
      ok: false,
      reasons: [
        'NDC "x" is not a valid NDC',
        'SKU is required',
        'Price must be greater than zero.',
        'Stock cannot be negative.',
      ],
    });
  });
});

describe('parseRuleRow: non-returnable products import', () => {
  it('reads a good row', () => {
    expect(parseRuleRow('non_returnable_products', { ndc: '12345-6789-1' })).toEqual({
      ok: true,
      row: { kind: 'non_returnable_products', ndc: '12345678901' },
    });
  });

  it('refuses a bad NDC', () => {
    expect(parseRuleRow('non_returnable_products', { ndc: 'abc' })).toEqual({
      ok: false,
      reasons: ['NDC "abc" is not a valid NDC'],
    });
  });
});

describe('parseRuleRow: special discount products import', () => {
  it.each([
    ['12.5', 1250],
    ['5', 500],
    ['99.99', 9999],
    ['0.01', 1],
  ])('reads discount %s %% as %i bp', (discount, bp) => {
    expect(
      parseRuleRow('special_discount_products', { ndc: '12345678901', discount_percent: discount }),
    ).toEqual({
      ok: true,
      row: { kind: 'special_discount_products', ndc: '12345678901', discountBp: bp },
    });
  });

  it.each(['0', '100', '-5', 'ten', '', '12.345'])(
    'refuses discount %j (above 0 and below 100, at most 2 decimals)',
    (discount) => {
      expect(
        parseRuleRow('special_discount_products', { ndc: '12345678901', discount_percent: discount }),
      ).toEqual({
        ok: false,
        reasons: [`Discount "${discount}" must be a percentage above 0 and below 100`],
      });
    },
  );

  it('refuses a bad NDC before the discount', () => {
    expect(parseRuleRow('special_discount_products', { ndc: '', discount_percent: '5' })).toEqual({
      ok: false,
      reasons: ['NDC "" is not a valid NDC'],
    });
  });
});

describe('parseRuleRow: specific shipping rules import', () => {
  it('reads methods separated by ; or |, case-insensitive and without duplicates', () => {
    expect(
      parseRuleRow('specific_shipping_rules', {
        ndc: '12345678901',
        shipping_methods: 'Ground; overnight|ground',
      }),
    ).toEqual({
      ok: true,
      row: { kind: 'specific_shipping_rules', ndc: '12345678901', shippingMethods: ['ground', 'overnight'] },
    });
  });

  it('refuses a row without a method', () => {
    expect(parseRuleRow('specific_shipping_rules', { ndc: '12345678901', shipping_methods: ' ; ' })).toEqual({
      ok: false,
      reasons: ['At least one shipping method is required'],
    });
  });

  it('refuses an unknown method, naming the known ones', () => {
    expect(
      parseRuleRow('specific_shipping_rules', { ndc: '12345678901', shipping_methods: 'ground;drone' }),
    ).toEqual({
      ok: false,
      reasons: ['Unknown shipping method: drone (use ground, two_day, overnight)'],
    });
  });

  it('refuses a bad NDC', () => {
    expect(parseRuleRow('specific_shipping_rules', { ndc: '123', shipping_methods: 'ground' })).toEqual({
      ok: false,
      reasons: ['NDC "123" is not a valid NDC'],
    });
  });
});
