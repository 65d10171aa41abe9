/**
 * Supplier preferences (supplier-side §3 Supplier preference, §4 Invoice due day, §5 "Invoices due day
 * is required unless due on last day is chosen", §7 PATCH /api/v1/supplier/settings/prefs; issue 11:
 * preferences "drive invoice due dates and statements").
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMonthlyStatements } from '../../../activities/invoices/write-statements.ts';
import { invoiceOrder } from '../../../activities/orders/invoice-order.ts';
import { invoices, supplierCustomers, supplierSettings } from '../../../db/schema/index.ts';
import { PREFERENCE_MESSAGES } from '../../../domain/supplier-settings/preferences.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';
import { insertOrder, PHARMACY } from '../orders/orders-pharmacy-fixtures.ts';

type Problem = { message: string; errors: Record<string, string[]> };
const PATH = '/api/v1/supplier/settings/prefs';
const BODY = {
  pay_by_statement: false,
  invoices_due_on_last_day: false,
  invoices_due_day: 15,
  send_license_updates_notifs_to_buyers: true,
};

let t: TestContext;
let supplier: Credentials;
let supplierId: string;

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId: supplierId, session: supplier } = await createSupplier(t, 'Preferences Wholesale'));
});
afterAll(() => t.close());

const patch = (body: object) => t.call('PATCH', PATH, { as: supplier, body });
const stored = async () =>
  (await t.db.select().from(supplierSettings).where(eq(supplierSettings.supplierAccountId, supplierId)))[0];

/** A delivered order of the demo pharmacy from the test's supplier, invoiced at `at`. */
async function invoiceDeliveredOrder(at: string) {
  const order = await insertOrder(t.db, {
    overrides: { supplierAccountId: supplierId, status: 'delivered' },
  });
  const record = await invoiceOrder(t.db, order.id, new Date(at));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, record.invoiceId));
  return { order, invoice: invoice! };
}

describe('PATCH /api/v1/supplier/settings/prefs', () => {
  it('answers no end-of-month choice and every preference off for a supplier that never saved any', async () => {
    const response = await t.call('GET', PATH, { as: supplier });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pay_by_statement: false,
      invoices_due_on_last_day: false,
      invoices_due_day: null,
      send_license_updates_notifs_to_buyers: false,
    });
  });

  it('saves the preferences and answers them with the message the toast shows', async () => {
    const response = await patch(BODY);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...BODY, message: 'Preferences saved.' });
    expect(await stored()).toMatchObject({ invoicesDueDay: 15, sendLicenseUpdatesNotifsToBuyers: true });
  });

  it('requires the due day unless due on the last day, naming invoices_due_day, and changes nothing', async () => {
    const response = await patch({ ...BODY, invoices_due_day: null, pay_by_statement: true });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as Problem;
    expect(problem.message).toBe(PREFERENCE_MESSAGES.dueDayRequired);
    expect(problem.errors.invoices_due_day).toEqual([PREFERENCE_MESSAGES.dueDayRequired]);
    expect(await stored()).toMatchObject({ payByStatement: false, invoicesDueDay: 15 });
  });

  it.each([0, 32])('refuses a due day outside 1–31 (%s) naming invoices_due_day', async (day) => {
    const response = await patch({ ...BODY, invoices_due_day: day });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors.invoices_due_day).toEqual([
      PREFERENCE_MESSAGES.dueDayRange,
    ]);
  });

  it('refuses a due day that is not a whole number with 400 naming the field', async () => {
    const response = await patch({ ...BODY, invoices_due_day: 'soon' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toHaveProperty('invoices_due_day');
  });

  it('clears the due day and drops its requirement when invoices are due on the last day', async () => {
    const response = await patch({ ...BODY, invoices_due_on_last_day: true, invoices_due_day: 12 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ invoices_due_on_last_day: true, invoices_due_day: null });
    const withoutDay = await patch({ ...BODY, invoices_due_on_last_day: true, invoices_due_day: null });
    expect(withoutDay.status).toBe(200);
    expect(await stored()).toMatchObject({ invoicesDueOnLastDay: true, invoicesDueDay: null });
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', PATH, { as: pharmacy })).status).toBe(403);
    expect((await t.call('PATCH', PATH, { as: pharmacy, body: BODY })).status).toBe(403);
  });
});

describe('invoice due dates under the supplier preferences (issue 11)', () => {
  it("applies the supplier's end-of-month preference when the customer has no end-of-month terms of its own", async () => {
    expect((await patch({ ...BODY, invoices_due_on_last_day: true, invoices_due_day: null })).status).toBe(
      200,
    );
    // Net 30 by default from July 14th is August 13th; due on that month's last day.
    const { invoice } = await invoiceDeliveredOrder('2031-07-14T15:00:00Z');
    expect(invoice).toMatchObject({ dueOn: '2031-08-31', payByStatement: false });
  });

  it("lets the customer's own end-of-month terms win over the supplier's preference", async () => {
    const [customer] = await t.db
      .insert(supplierCustomers)
      .values({
        supplierAccountId: supplierId,
        pharmacyAccountId: PHARMACY.id,
        status: 'approved',
        netDays: 30,
        invoicesDueDay: 20,
      })
      .returning();
    try {
      const { invoice } = await invoiceDeliveredOrder('2031-07-14T15:00:00Z');
      expect(invoice.dueOn).toBe('2031-08-20');
    } finally {
      await t.db.delete(supplierCustomers).where(eq(supplierCustomers.id, customer!.id));
    }
  });

  it('makes an invoice due on the statement date when the supplier pays by statement, and lists it on the statement line', async () => {
    expect((await patch({ ...BODY, pay_by_statement: true, invoices_due_day: 10 })).status).toBe(200);
    const { order, invoice } = await invoiceDeliveredOrder('2031-09-14T15:00:00Z');
    // The statement of September falls due on the supplier's due day of October.
    expect(invoice).toMatchObject({ issuedOn: '2031-09-14', dueOn: '2031-10-10', payByStatement: true });
    await writeMonthlyStatements(t.db, { period: '2031-09', now: new Date('2031-10-01T02:00:00Z') });
    const pharmacy = await t.login('pharmacy@example.com');
    const balance = (await (
      await t.call('GET', '/api/v1/pharmacy/balance_owned', { as: pharmacy })
    ).json()) as {
      statements: { period: string; supplier_lines: object[] }[];
    };
    const september = balance.statements.find((s) => s.period === '2031-09');
    expect(september?.supplier_lines).toEqual([
      {
        supplier: { id: supplierId, name: 'Preferences Wholesale' },
        invoiced_cents: order.totalCents,
        invoiced: expect.stringContaining('$') as string,
        invoice_count: 1,
        due_on: '2031-10-10',
      },
    ]);
  });

  it('writes the statement line once when statements of the month are written again', async () => {
    await writeMonthlyStatements(t.db, { period: '2031-09', now: new Date('2031-10-01T02:00:00Z') });
    const pharmacy = await t.login('pharmacy@example.com');
    const balance = (await (
      await t.call('GET', '/api/v1/pharmacy/balance_owned', { as: pharmacy })
    ).json()) as {
      statements: { period: string; supplier_lines: object[] }[];
    };
    expect(balance.statements.find((s) => s.period === '2031-09')?.supplier_lines).toHaveLength(1);
  });
});
