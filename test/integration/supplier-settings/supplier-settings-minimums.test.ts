/**
 * Order minimums (supplier-side §3 Supplier minimums, §5 "Minimum order total must be at least the sum
 * of the brand and generic minimums"; pharmacy-side §3 Order minimums per wholesaler): GET and PUT
 * /api/v1/suppliers/settings/minimums, money as decimal text stored in cents, read by checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';

type Problem = { message: string; errors: Record<string, string[]> };
const PATH = '/api/v1/suppliers/settings/minimums';
const VALID = {
  minimum_order_total: '2,500.00',
  brands_minimum_order_total: '1000',
  brands_minimum_mandatory: true,
  generics_minimum_order_total: '500.5',
  generics_minimum_mandatory: false,
};

let t: TestContext;
let supplier: Credentials;
let accountId: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId, session: supplier } = await createSupplier(t, 'Minimums Wholesale'));
});
afterAll(() => t.close());

describe('order minimums', () => {
  it('answers zero minimums, as decimal text, for a supplier that never saved any', async () => {
    const response = await t.call('GET', PATH, { as: supplier });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      minimum_order_total: '0.00',
      brands_minimum_order_total: '0.00',
      brands_minimum_mandatory: false,
      generics_minimum_order_total: '0.00',
      generics_minimum_mandatory: false,
    });
  });

  it('saves the minimums in cents and answers them as decimal text, which checkout then reads', async () => {
    const response = await t.call('PUT', PATH, { as: supplier, body: VALID });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      minimum_order_total: '2500.00',
      brands_minimum_order_total: '1000.00',
      brands_minimum_mandatory: true,
      generics_minimum_order_total: '500.50',
      generics_minimum_mandatory: false,
      message: 'Order minimums saved.',
    });
    const checkout = await loadCheckoutSettings(t.db, accountId);
    expect(checkout!.settings).toMatchObject({
      minimumOrderTotalCents: 250_000,
      brandsMinimumOrderTotalCents: 100_000,
      genericsMinimumOrderTotalCents: 50_050,
    });
  });

  it('refuses a minimum order total below the sum of the detailed minimums with the spec message (supplier-side §5)', async () => {
    const response = await t.call('PUT', PATH, {
      as: supplier,
      body: { ...VALID, minimum_order_total: '1500.49' },
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as Problem;
    expect(problem.message).toBe('Minimum order total should be greater than detailed minimum order total.');
    expect(problem.errors.minimum_order_total).toEqual([problem.message]);
    const saved = await (await t.call('GET', PATH, { as: supplier })).json();
    expect(saved).toMatchObject({ minimum_order_total: '2500.00' });
  });

  it('accepts a minimum order total exactly equal to the sum of the detailed minimums', async () => {
    const response = await t.call('PUT', PATH, {
      as: supplier,
      body: { ...VALID, minimum_order_total: '1500.50' },
    });
    expect(response.status).toBe(200);
  });

  it('names a minimum that is not an amount, and changes nothing', async () => {
    const response = await t.call('PUT', PATH, {
      as: supplier,
      body: { ...VALID, generics_minimum_order_total: 'lots' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as Problem).errors)).toContain(
      'generics_minimum_order_total',
    );
    expect(await (await t.call('GET', PATH, { as: supplier })).json()).toMatchObject({
      generics_minimum_order_total: '500.50',
    });
  });

  it('refuses an unknown field with 400 naming it (strict bodies)', async () => {
    const response = await t.call('PUT', PATH, {
      as: supplier,
      body: { ...VALID, minimum_order_total_cents: 1 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toHaveProperty('minimum_order_total_cents');
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', PATH, { as: pharmacy })).status).toBe(403);
    expect((await t.call('PUT', PATH, { as: pharmacy, body: VALID })).status).toBe(403);
  });
});
