/**
 * The supplier's customers (supplier-side §2 /suppliers/customers, §3 Supplier-customer, §7 `PATCH
 * /api/v1/customers/{id}`, §9 defaults): the list, one customer's view and the terms form's rules.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, pharmacyLicences, states } from '../../../db/schema/index.ts';
import { CUSTOMER_TERMS_MESSAGES } from '../../../domain/customers/customer-terms.ts';
import { deaNumberProblem } from '../../../domain/licences/dea-number.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { PHARMACY, SELLER } from '../checkout/checkout-helpers.ts';
import { keystoneCustomerOf, patchCustomer, resetCustomers, SUPPLIER2_ID } from './customers-helpers.ts';
import { placeOrder } from '../orders/order-fulfilment-fixtures.ts';

type Customer = {
  id: string;
  name: string;
  state: string | null;
  status: string;
  credit_allocated_cents: number;
  credit_available_cents: number;
  net_days: number;
  credit_hold: boolean;
  external_customer_id: string | null;
  hide_brand_products: boolean;
  last_order_at: string | null;
};
type List = { data: Customer[]; total: number };
type Problem = { message: string; errors?: Record<string, string[]> };

let t: TestContext;
let supplier: Credentials;
let supplierMember: Credentials;
let supplier2: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `customers-${crypto.randomUUID()}` });
  [supplier, supplierMember, supplier2] = await Promise.all([
    t.login('supplier@example.com'),
    t.login('supplier.member@example.com'),
    t.login('supplier2@example.com'),
  ]);
});
afterAll(() => t.close());
beforeEach(() => resetCustomers(t));

const get = async <T>(as: Credentials, path: string) => {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: (await response.json()) as T };
};

describe('customers list', () => {
  it('lists only the supplier’s own customers with credit, terms and location', async () => {
    const { body } = await get<List>(supplier, '/api/v1/customers');
    expect(body.data.map((c) => c.name).sort()).toEqual([PHARMACY.name, SELLER.name].sort());
    const main = body.data.find((c) => c.name === PHARMACY.name)!;
    expect(main).toMatchObject({
      status: 'approved',
      state: 'TX',
      credit_allocated_cents: 2_500_000,
      net_days: 30,
      credit_hold: false,
    });
    expect(main.credit_available_cents).toBeLessThanOrEqual(2_500_000);
  });

  it('is searchable by name and sortable by credit allocated', async () => {
    const searched = await get<List>(supplier, '/api/v1/customers?search=riverside');
    expect(searched.body.data.map((c) => c.name)).toEqual([SELLER.name]);
    const main = await keystoneCustomerOf(t);
    await patchCustomer(t, supplier, main.id, { credit_allocated: '100' });
    const sorted = await get<List>(supplier, '/api/v1/customers?sort=credit_allocated&direction=asc');
    expect(sorted.body.data[0]!.name).toBe(PHARMACY.name);
    const paged = await get<List>(supplier, '/api/v1/customers?per_page=1&page=2');
    expect(paged.body).toMatchObject({ total: 2 });
    expect(paged.body.data).toHaveLength(1);
  });
});

describe('customers list: last order', () => {
  it('shows the last order by the time it was placed, not when its row last changed (backdated orders keep their date)', async () => {
    const DAY = 86_400_000;
    const older = await placeOrder(t);
    const newer = await placeOrder(t);
    // As the demo history's backdating does: placed_at moves back, updated_at stays today.
    const tenDaysAgo = new Date(Math.floor((Date.now() - 10 * DAY) / 1000) * 1000);
    await t.db
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(orders.id, older.order.id));
    await t.db.update(orders).set({ placedAt: tenDaysAgo }).where(eq(orders.id, newer.order.id));
    const { body } = await get<List>(supplier, '/api/v1/customers?sort=last_order&direction=desc');
    expect(body.data.map((c) => [c.name, c.last_order_at])).toEqual([
      [PHARMACY.name, tenDaysAgo.toISOString()],
      [SELLER.name, null],
    ]);
  });
});

describe('customer view', () => {
  it('shows the customer with its orders, invoices and requests; another supplier’s customer is 404', async () => {
    const main = await keystoneCustomerOf(t);
    const own = await get<{
      customer: Customer;
      orders: unknown[];
      invoices: unknown[];
      requests: unknown[];
    }>(supplier, `/api/v1/customers/${main.id}`);
    expect(own.status).toBe(200);
    expect(own.body.customer.name).toBe(PHARMACY.name);
    expect(Array.isArray(own.body.orders) && Array.isArray(own.body.invoices)).toBe(true);
    const foreign = await keystoneCustomerOf(t, PHARMACY.id, SUPPLIER2_ID);
    expect((await get(supplier, `/api/v1/customers/${foreign.id}`)).status).toBe(404);
  });
});

describe('licences on file', () => {
  type Licence = { kind: string; number: string; state: string | null; expires_on: string; status: string };
  const licencesOf = async (pharmacyId: string) => {
    const customer = await keystoneCustomerOf(t, pharmacyId);
    const { body } = await get<{ licences: Licence[] }>(supplier, `/api/v1/customers/${customer.id}`);
    return body.licences;
  };

  it('shows the customer’s DEA registration and state licences with expiry, valid, expiring or expired', async () => {
    const [oklahoma] = await t.db.select().from(states).where(eq(states.code, 'OK'));
    const [expired] = await t.db
      .insert(pharmacyLicences)
      .values({
        accountId: PHARMACY.id,
        kind: 'state',
        number: 'OK-EXPIRED-1',
        stateId: oklahoma!.id,
        expiresOn: '2024-06-30',
      })
      .returning();
    try {
      const main = await licencesOf(PHARMACY.id);
      expect(main.map((l) => [l.kind, l.state, l.status])).toEqual([
        ['dea', null, 'valid'],
        ['state', 'OK', 'expired'],
        ['state', 'TX', 'valid'],
      ]);
      expect(deaNumberProblem(main.find((l) => l.kind === 'dea')!.number)).toBeNull();
      // The seed gives Riverside Drug a state licence that runs out within the month.
      const riverside = await licencesOf(SELLER.id);
      expect(riverside.find((l) => l.state === 'OR')).toMatchObject({ status: 'expiring' });
    } finally {
      await t.db.delete(pharmacyLicences).where(eq(pharmacyLicences.id, expired!.id));
    }
  });

  it('refuses a second account holding the same licence number in the same state', async () => {
    const [texas] = await t.db.select().from(states).where(eq(states.code, 'TX'));
    const again = t.db.insert(pharmacyLicences).values({
      accountId: SELLER.id,
      kind: 'state',
      number: 'TX-PH-28417',
      stateId: texas!.id,
      expiresOn: '2030-01-01',
    });
    await expect(again).rejects.toThrow();
  });
});

describe('PATCH /api/v1/customers/{id}', () => {
  it('saves credit allocated, net days, credit hold, external id and hide brand products', async () => {
    const main = await keystoneCustomerOf(t);
    const response = await patchCustomer(t, supplier, main.id, {
      credit_allocated: '7,500.00',
      net_days: '45',
      credit_hold: true,
      external_customer_id: 'KS-0042',
      hide_brand_products: true,
    });
    const body = (await response.json()) as { message: string; customer: Customer };
    expect(response.status, body.message).toBe(200);
    expect(body.message).toBe(CUSTOMER_TERMS_MESSAGES.updated);
    expect(body.customer).toMatchObject({
      credit_allocated_cents: 750_000,
      net_days: 45,
      credit_hold: true,
      external_customer_id: 'KS-0042',
      hide_brand_products: true,
    });
  });

  it('defaults net days to 30 and credit allocated to 0 when blank', async () => {
    const main = await keystoneCustomerOf(t);
    await patchCustomer(t, supplier, main.id, { net_days: '60' });
    const response = await patchCustomer(t, supplier, main.id, { credit_allocated: '', net_days: '' });
    const body = (await response.json()) as { customer: Customer };
    expect(body.customer).toMatchObject({ credit_allocated_cents: 0, net_days: 30 });
  });

  it('refuses credit terms that are not digits or below 1, naming the field, with nothing changed', async () => {
    const main = await keystoneCustomerOf(t);
    for (const [netDays, message] of [
      ['4x', CUSTOMER_TERMS_MESSAGES.netDaysDigits],
      ['0', CUSTOMER_TERMS_MESSAGES.netDaysMin],
    ] as const) {
      const response = await patchCustomer(t, supplier, main.id, {
        net_days: netDays,
        credit_allocated: '1',
      });
      const body = (await response.json()) as Problem;
      expect(response.status).toBe(400);
      expect(body.errors?.net_days).toEqual([message]);
    }
    expect(await keystoneCustomerOf(t)).toMatchObject({ netDays: 30, creditAllocatedCents: 2_500_000 });
  });

  it('refuses an unknown field and a member without the admin role', async () => {
    const main = await keystoneCustomerOf(t);
    expect((await patchCustomer(t, supplier, main.id, { status: 'approved' })).status).toBe(400);
    expect((await patchCustomer(t, supplierMember, main.id, { credit_hold: true })).status).toBe(403);
  });

  it('answers 404 for another supplier’s customer and changes nothing', async () => {
    const main = await keystoneCustomerOf(t);
    expect((await patchCustomer(t, supplier2, main.id, { credit_hold: true })).status).toBe(404);
    expect((await keystoneCustomerOf(t)).creditHold).toBe(false);
  });
});
