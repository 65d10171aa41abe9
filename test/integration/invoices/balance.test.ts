/**
 * Balance and invoices, pharmacy side (pharmacy-side §2 balance dropdown: open invoices overall or
 * this month, statements expandable; §3 User stats; §7 GET /api/v1/users/me/stats and
 * /pharmacy/balance_owned).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPeriod } from '../../../domain/invoices/statement-period.ts';
import { statements } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertInvoicedOrder, PHARMACY, SELLER } from '../orders/orders-pharmacy-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;
const thisMonth = `${currentPeriod(new Date())}-01`;

type Invoice = {
  id: string;
  number: number;
  overdue: boolean;
  remaining_cents: number;
  supplier: { name: string };
};
type Balance = {
  filter: string;
  invoices: Invoice[];
  totals: {
    outstanding_invoices_count: number;
    outstanding_invoices_total_cents: number;
    overdue_count: number;
  };
  statements: { period: string; open_cents: number; invoices: { id: string }[] }[];
};

const get = async <T>(path: string, as: Credentials = pharmacy) => {
  const response = await t.call('GET', `/api/v1${path}`, { as });
  return { status: response.status, body: (await response.json()) as T };
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('supplier@example.com'),
  ]);
  // open this month, due later; open from 2025 past its due date; overdue by status; partly paid; paid.
  ids.current = (
    await insertInvoicedOrder(t.db, {
      totalCents: 10_000,
      invoice: { issuedOn: thisMonth, dueOn: '2099-01-01' },
    })
  ).invoice.id;
  ids.pastDue = (
    await insertInvoicedOrder(t.db, {
      totalCents: 20_000,
      invoice: { issuedOn: '2025-05-03', dueOn: '2025-06-02' },
    })
  ).invoice.id;
  ids.overdue = (
    await insertInvoicedOrder(t.db, {
      totalCents: 30_000,
      invoice: { issuedOn: '2025-05-20', dueOn: '2025-06-19', status: 'overdue' },
    })
  ).invoice.id;
  ids.partly = (
    await insertInvoicedOrder(t.db, {
      totalCents: 40_000,
      invoice: { issuedOn: '2025-06-01', dueOn: '2099-01-01', paidCents: 15_000 },
    })
  ).invoice.id;
  ids.paid = (
    await insertInvoicedOrder(t.db, {
      totalCents: 50_000,
      invoice: {
        issuedOn: '2025-05-10',
        dueOn: '2025-06-09',
        status: 'paid',
        paidCents: 50_000,
        paidAt: new Date('2025-05-30T10:00:00Z'),
      },
    })
  ).invoice.id;
  await insertInvoicedOrder(t.db, { pharmacy: SELLER, totalCents: 99_900, invoice: { issuedOn: thisMonth } });
  await t.db.insert(statements).values({
    pharmacyAccountId: PHARMACY.id,
    period: '2025-05',
    invoicedCents: 100_000,
    paidCents: 50_000,
    openCents: 50_000,
    openInvoiceCount: 2,
  });
});
afterAll(() => t.close());

describe('GET /api/v1/users/me/stats', () => {
  it('counts open and overdue invoices and totals what is left on them (§3 User stats)', async () => {
    const { status, body } = await get('/users/me/stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      outstanding_invoices_count: 4,
      outstanding_invoices_total: '$850.00',
      outstanding_invoices_total_cents: 85_000,
    });
  });

  it('counts only invoices issued this month when filter=month', async () => {
    expect((await get('/users/me/stats?filter=month')).body).toMatchObject({
      outstanding_invoices_count: 1,
      outstanding_invoices_total_cents: 10_000,
    });
  });

  it('answers 403 to a supplier and 400 for an unknown filter', async () => {
    expect((await get('/users/me/stats', supplier)).status).toBe(403);
    expect((await get('/users/me/stats?filter=year')).status).toBe(400);
  });
});

describe('GET /api/v1/pharmacy/balance_owned', () => {
  it('lists the outstanding invoices oldest due first with overdue flags, totals and statements (§2 balance dropdown)', async () => {
    const { status, body } = await get<Balance>('/pharmacy/balance_owned');
    expect(status).toBe(200);
    expect(body.filter).toBe('overall');
    // Due dates first (2025-06-02, 2025-06-19), then the two due in 2099 by invoice number.
    expect(body.invoices.map((i) => i.id)).toEqual([ids.pastDue, ids.overdue, ids.current, ids.partly]);
    expect(Object.fromEntries(body.invoices.map((i) => [i.id, i.overdue]))).toEqual({
      [ids.pastDue!]: true,
      [ids.overdue!]: true,
      [ids.current!]: false,
      [ids.partly!]: false,
    });
    expect(body.invoices.find((i) => i.id === ids.partly)!.remaining_cents).toBe(25_000);
    expect(body.totals).toMatchObject({
      outstanding_invoices_count: 4,
      outstanding_invoices_total_cents: 85_000,
      overdue_count: 2,
    });
    expect(body.invoices.every((i) => i.supplier.name === 'Keystone Wholesale Drug')).toBe(true);
  });

  it('expands each statement to the invoices issued in its period', async () => {
    const { body } = await get<Balance>('/pharmacy/balance_owned');
    expect(body.statements).toHaveLength(1);
    expect(body.statements[0]).toMatchObject({ period: '2025-05', open_cents: 50_000 });
    expect(body.statements[0]!.invoices.map((i) => i.id).sort()).toEqual(
      [ids.pastDue, ids.overdue, ids.paid].sort(),
    );
  });

  it('keeps to invoices issued this month when filter=month', async () => {
    const { body } = await get<Balance>('/pharmacy/balance_owned?filter=month');
    expect(body.invoices.map((i) => i.id)).toEqual([ids.current]);
    expect(body.totals.outstanding_invoices_total_cents).toBe(10_000);
  });
});
