/**
 * What the buyer's order page shows besides the order (issue 10 "Found by trying it as a new user"):
 * the shipment as the supplier sees it (carrier, tracking number, every tracking event) and the
 * invoice as a document (number, issue and due dates, lines, totals, paid and remaining) with its
 * PDF, each read only by the pharmacy it belongs to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import { insertInvoice, insertOrder, insertShipment, SELLER } from './orders-pharmacy-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let supplier: Credentials;

type Event = { status: string; label: string; location_city: string | null; source: string };
type Shipment = { carrier: string; carrier_label: string; tracking_number: string; events: Event[] };

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('seller@example.com'),
    t.login('supplier@example.com'),
  ]);
});
afterAll(() => t.close());

/** An invoiced order of two lines ($50.00 × 2 and $12.50 × 4, $15.00 shipping), $40.00 of it paid. */
async function invoicedOrder(pharmacyAccount?: typeof SELLER) {
  const order = await insertOrder(t.db, {
    ...(pharmacyAccount ? { pharmacy: pharmacyAccount } : {}),
    lines: [
      { name: 'Atorvastatin 20 mg', quantity: 2, unitCents: 5_000 },
      { name: 'Zolpidem 5 mg', quantity: 4, unitCents: 1_250 },
    ],
    overrides: { status: 'invoiced', itemTotalCents: 15_000, totalCents: 16_500 },
  });
  const invoice = await insertInvoice(t.db, order, {
    issuedOn: '2026-03-10',
    dueOn: '2026-04-09',
    paidCents: 4_000,
  });
  return { order, invoice };
}

describe('GET /api/v1/pharmacy/orders/:id (the shipment the supplier sees)', () => {
  it('answers each shipment’s carrier, tracking number and every tracking event, newest first', async () => {
    const order = await insertOrder(t.db, { overrides: { status: 'shipped' } });
    await insertShipment(t.db, order.id, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      events: [
        { status: 'shipment_information_sent', at: new Date('2026-03-09T14:00:00Z') },
        { status: 'in_transit', at: new Date('2026-03-10T09:30:00Z'), city: 'Dallas', state: 'TX' },
        { status: 'out_for_delivery', at: new Date('2026-03-11T08:00:00Z'), source: 'manual' },
      ],
    });
    const response = await t.call('GET', `/api/v1/pharmacy/orders/${order.id}`, { as: pharmacy });
    expect(response.status).toBe(200);
    const { shipments } = (await response.json()) as { shipments: Shipment[] };
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({
      carrier: 'ups',
      carrier_label: 'UPS',
      tracking_number: '1Z999AA10123456784',
      latest_status: 'out_for_delivery',
      progress_point: 2,
      packages: [{ weight: '2.5', length: 10, width: 8, height: 6 }],
    });
    expect(shipments[0]!.events.map((e) => [e.label, e.location_city, e.source])).toEqual([
      ['Out for Delivery', null, 'manual'],
      ['In Transit', 'Dallas', 'carrier'],
      ['Shipment Information Sent to Carrier', null, 'carrier'],
    ]);
    // The same events the supplier's order page reads.
    const supplierView = await t.call('GET', `/api/v1/suppliers/orders/${order.id}`, { as: supplier });
    const { shipments: seen } = (await supplierView.json()) as { shipments: Shipment[] };
    expect(seen[0]!.events).toEqual(shipments[0]!.events);
  });
});

describe('GET /api/v1/invoices/:id (the invoice as a document)', () => {
  it('answers the number, issue and due dates, the lines, the totals, paid and remaining', async () => {
    const { order, invoice } = await invoicedOrder();
    const response = await t.call('GET', `/api/v1/invoices/${invoice.id}`, { as: pharmacy });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 'open',
      issued_on: '2026-03-10',
      due_on: '2026-04-09',
      supplier: { name: 'Keystone Wholesale Drug' },
      pharmacy: { name: 'Main Street Pharmacy' },
      order: { id: order.id, number: order.number, payment_method: 'pay_offline' },
      bill_to: { address1: '512 Congress Ave', city: 'Austin', state_code: 'TX' },
      totals: {
        item_total: { cents: 15_000, formatted: '$150.00' },
        shipping: { cents: 1_500, formatted: '$15.00' },
        total: { cents: 16_500, formatted: '$165.00' },
      },
      amount: { cents: 16_500, formatted: '$165.00' },
      paid: { cents: 4_000, formatted: '$40.00' },
      remaining: { cents: 12_500, formatted: '$125.00' },
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        name: 'Atorvastatin 20 mg',
        quantity: 2,
        unit_price: '$50.00',
        total: '$100.00',
      }),
      expect.objectContaining({ name: 'Zolpidem 5 mg', quantity: 4, unit_price: '$12.50', total: '$50.00' }),
    ]);
  });

  it('answers 404 for another pharmacy’s invoice and 403 for a supplier', async () => {
    const { invoice } = await invoicedOrder(SELLER);
    expect((await t.call('GET', `/api/v1/invoices/${invoice.id}`, { as: pharmacy })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/invoices/${invoice.id}/pdf`, { as: pharmacy })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/invoices/${invoice.id}`, { as: seller })).status).toBe(200);
    expect((await t.call('GET', `/api/v1/invoices/${invoice.id}`, { as: supplier })).status).toBe(403);
  });
});

describe('GET /api/v1/invoices/:id/pdf', () => {
  it('downloads the invoice as a PDF naming its number, dates, lines, totals, paid and remaining', async () => {
    const { order, invoice } = await invoicedOrder();
    const response = await t.call('GET', `/api/v1/invoices/${invoice.id}/pdf`, { as: pharmacy });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/^%PDF-[\s\S]*%%EOF\s*$/);
    const text = await pdfText(bytes);
    expect(text).toMatch(new RegExp(`^Invoice #${invoice.number}`, 'm'));
    expect(text).toMatch(/Issued 03\/10\/2026 +Due 04\/09\/2026/);
    expect(text).toContain(`Order #${order.number}`);
    expect(text).toMatch(/Atorvastatin 20 mg +2 +\$50\.00 +\$100\.00/);
    expect(text).toMatch(/Zolpidem 5 mg +4 +\$12\.50 +\$50\.00/);
    expect(text).toMatch(/Total +\$165\.00/);
    expect(text).toMatch(/Paid +\$40\.00/);
    expect(text).toMatch(/Remaining +\$125\.00/);
  });
});
