import { describe, expect, it } from 'vitest';
import {
  checkOrderMinimums,
  describeMinimums,
  MINIMUM_SETTINGS_MESSAGES,
  validateMinimumSettings,
  type MinimumLine,
  type SupplierMinimums,
} from './order-minimums.ts';

const none: SupplierMinimums = {
  wholesalerName: 'Acme Rx',
  minimumOrderTotalCents: 0,
  brandsMinimumOrderTotalCents: 0,
  brandsMinimumMandatory: true,
  genericsMinimumOrderTotalCents: 0,
  genericsMinimumMandatory: true,
};
const brand = (totalCents: number, quantity = 1): MinimumLine => ({ quantity, totalCents, isBrand: true });
const generic = (totalCents: number, quantity = 1): MinimumLine => ({ quantity, totalCents, isBrand: false });

describe('describeMinimums (pharmacy-side §5 Order minimums: notice variants)', () => {
  const order = { minimumOrderTotalCents: 150_000 };
  const brandMin = { brandsMinimumOrderTotalCents: 50_000 };
  const genericMin = { genericsMinimumOrderTotalCents: 25_050 };
  const optionalBrand = { ...brandMin, brandsMinimumMandatory: false };
  const optionalGeneric = { ...genericMin, genericsMinimumMandatory: false };

  it.each([
    ['no minimum at all', {}, 'plain', false, false, ''],
    ['plain notice', order, 'plain', true, false, 'Acme Rx requires a minimum order total of $1,500.00.'],
    ['brand only', brandMin, 'brand', false, false, 'Acme Rx requires at least $500.00 of brand items.'],
    [
      'brand with order minimum',
      { ...order, ...brandMin },
      'brand',
      true,
      false,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $500.00 of brand items.',
    ],
    [
      'brand non-mandatory',
      optionalBrand,
      'brand',
      false,
      true,
      'Acme Rx requires at least $500.00 of brand items (or no brand items at all).',
    ],
    [
      'brand non-mandatory with order minimum',
      { ...order, ...optionalBrand },
      'brand',
      true,
      true,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $500.00 of brand items (or no brand items at all).',
    ],
    [
      'generic only',
      genericMin,
      'generic',
      false,
      false,
      'Acme Rx requires at least $250.50 of generic items.',
    ],
    [
      'generic with order minimum',
      { ...order, ...genericMin },
      'generic',
      true,
      false,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $250.50 of generic items.',
    ],
    [
      'generic non-mandatory',
      optionalGeneric,
      'generic',
      false,
      true,
      'Acme Rx requires at least $250.50 of generic items (or no generic items at all).',
    ],
    [
      'generic non-mandatory with order minimum',
      { ...order, ...optionalGeneric },
      'generic',
      true,
      true,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $250.50 of generic items (or no generic items at all).',
    ],
    [
      'brand and generic',
      { ...brandMin, ...genericMin },
      'brand_and_generic',
      false,
      false,
      'Acme Rx requires at least $500.00 of brand items and at least $250.50 of generic items.',
    ],
    [
      'brand and generic with order minimum',
      { ...order, ...brandMin, ...genericMin },
      'brand_and_generic',
      true,
      false,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $500.00 of brand items and at least $250.50 of generic items.',
    ],
    [
      'brand and generic, generic non-mandatory',
      { ...brandMin, ...optionalGeneric },
      'brand_and_generic',
      false,
      true,
      'Acme Rx requires at least $500.00 of brand items and at least $250.50 of generic items (or no generic items at all).',
    ],
    [
      'brand and generic non-mandatory with order minimum',
      { ...order, ...optionalBrand, ...optionalGeneric },
      'brand_and_generic',
      true,
      true,
      'Acme Rx requires a minimum order total of $1,500.00, including at least $500.00 of brand items (or no brand items at all) and at least $250.50 of generic items (or no generic items at all).',
    ],
  ] as const)('gives the %s notice', (_label, patch, variant, withOrderMinimum, nonMandatory, message) => {
    expect(describeMinimums({ ...none, ...patch })).toEqual({
      variant,
      withOrderMinimum,
      nonMandatory,
      message,
    });
  });

  it('ignores the mandatory flag of an item-type minimum that is 0', () => {
    expect(describeMinimums({ ...none, brandsMinimumMandatory: false }).nonMandatory).toBe(false);
  });
});

describe('checkOrderMinimums (pharmacy-side §5 Order minimums)', () => {
  const settings: SupplierMinimums = {
    ...none,
    minimumOrderTotalCents: 100_000,
    brandsMinimumOrderTotalCents: 30_000,
    genericsMinimumOrderTotalCents: 20_000,
  };

  it.each([
    ['all met', settings, [brand(60_000), generic(40_000)], []],
    ['order total below minimum', settings, [brand(40_000), generic(40_000)], ['order']],
    ['brand subtotal below a mandatory minimum', settings, [brand(10_000), generic(90_000)], ['brand']],
    ['no brand items against a mandatory minimum', settings, [generic(100_000)], ['brand']],
    [
      'no brand items against a non-mandatory minimum',
      { ...settings, brandsMinimumMandatory: false },
      [generic(100_000)],
      [],
    ],
    [
      'some brand items below a non-mandatory minimum',
      { ...settings, brandsMinimumMandatory: false },
      [brand(100), generic(100_000)],
      ['brand'],
    ],
    ['generic subtotal below a mandatory minimum', settings, [brand(95_000), generic(5_000)], ['generic']],
    [
      'no generic items against a non-mandatory minimum',
      { ...settings, genericsMinimumMandatory: false },
      [brand(100_000)],
      [],
    ],
    ['everything short', settings, [brand(1_000), generic(1_000)], ['order', 'brand', 'generic']],
    [
      'an empty cart against non-mandatory type minimums',
      { ...settings, brandsMinimumMandatory: false, genericsMinimumMandatory: false },
      [],
      ['order'],
    ],
    ['no minimums at all and an empty cart', none, [], []],
    ['exact amounts', settings, [brand(30_000), generic(70_000)], []],
  ] as const)('reports %s', (_label, minimums, lines, failures) => {
    const result = checkOrderMinimums([...lines], minimums);
    expect(result.failures).toEqual(failures);
    expect(result.met).toBe(failures.length === 0);
  });

  it('counts only lines with quantity above 0 (§5 Order minimums)', () => {
    const result = checkOrderMinimums(
      [brand(30_000), brand(99_999, 0), generic(70_000), generic(5_000, -1)],
      settings,
    );
    expect(result).toMatchObject({
      orderTotalCents: 100_000,
      brandSubtotalCents: 30_000,
      genericSubtotalCents: 70_000,
      met: true,
    });
  });

  it('carries the notice for the wholesaler', () => {
    expect(checkOrderMinimums([], settings)).toMatchObject({
      variant: 'brand_and_generic',
      withOrderMinimum: true,
      nonMandatory: false,
    });
  });
});

describe('validateMinimumSettings (supplier-side §5: total at least the sum of brand and generic)', () => {
  it.each([
    ['all zero', [0, 0, 0], {}],
    ['total equal to the sum', [50_000, 30_000, 20_000], {}],
    ['total above the sum', [60_000, 30_000, 20_000], {}],
    [
      'total below the sum',
      [49_999, 30_000, 20_000],
      { minimum_order_total: [MINIMUM_SETTINGS_MESSAGES.totalBelowDetailed] },
    ],
    [
      'a zero total with a brand minimum',
      [0, 100, 0],
      { minimum_order_total: ['Minimum order total should be greater than detailed minimum order total.'] },
    ],
    [
      'a negative generic minimum',
      [100, 0, -1],
      { generics_minimum_order_total: [MINIMUM_SETTINGS_MESSAGES.negative] },
    ],
    ['a negative total', [-1, 0, 0], { minimum_order_total: [MINIMUM_SETTINGS_MESSAGES.negative] }],
    ['fractional cents', [100.5, 0, 0], { minimum_order_total: [MINIMUM_SETTINGS_MESSAGES.notWholeCents] }],
  ] as const)('answers %s', (_label, [total, brands, generics], errors) => {
    expect(
      validateMinimumSettings({
        minimumOrderTotalCents: total,
        brandsMinimumOrderTotalCents: brands,
        genericsMinimumOrderTotalCents: generics,
      }),
    ).toEqual(errors);
  });
});
