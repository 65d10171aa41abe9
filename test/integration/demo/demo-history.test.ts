/**
 * The demo history (issue 11 "Demo data"; scripts/lib/demo-history): through the API and the
 * workflows of a running product (here the harness's app and an in-process worker), the demo
 * pharmacy gets orders in every status over the last months, offers and bundle offers in every
 * negotiation status, customer requests in every state and two audits (one awaiting the
 * wholesaler, one with details sent), and running it again adds nothing.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditDocuments,
  audits,
  bundleOffers,
  customerRequests,
  demoHistory,
  invoices,
  listings,
  notifications,
  offers,
  orderItems,
  orders,
  supplierCustomers,
  wholesalerApplications,
} from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';
import { isShortDated } from '../../../domain/catalog/short-dated.ts';
import { OFFER_STATUSES } from '../../../domain/offers/negotiation.ts';
import { createLogger } from '../../../platform/logger.ts';
import { demoApi, httpSender } from '../../../scripts/lib/demo-history/api.ts';
import {
  DEMO_HISTORY_SCENARIOS,
  seedDemoHistory,
  type DemoHistoryDeps,
} from '../../../scripts/lib/demo-history/index.ts';
import { DEMO_KEYSTONE_CREDIT_CENTS } from '../../../scripts/lib/demo-history/request-scenarios.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { OTHER_PHARMACY, PHARMACY } from '../orders/order-fulfilment-fixtures.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

const DAY = 86_400_000;
let t: TestContext;
let worker: Awaited<ReturnType<typeof startWorker>>;
let deps: DemoHistoryDeps;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `demo-history-${Date.now()}` });
  worker = await startWorker(t);
  deps = {
    db: t.db,
    temporal: t.temporal.client,
    temporalSettings: t.env.temporal,
    send: async (method, path, init) => t.app.request(path, { method, ...init }),
    cards: t.ports.cards,
    files: t.ports.files,
    logger: createLogger({ level: 'warn', write: (line) => logged.push(line) }),
    log: (line) => logged.push(line),
  };
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** What the history made: the demo pharmacy's orders, offers and bundle offers, and their counts. */
async function made() {
  const orderRows = await t.db
    .select()
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.pharmacyAccountId, PHARMACY.id));
  const offerRows = await t.db.select().from(offers).where(eq(offers.buyerAccountId, PHARMACY.id));
  const bundleRows = await t.db
    .select()
    .from(bundleOffers)
    .where(eq(bundleOffers.buyerAccountId, PHARMACY.id));
  const requestRows = await t.db
    .select()
    .from(customerRequests)
    .where(
      or(
        eq(customerRequests.pharmacyAccountId, PHARMACY.id),
        eq(customerRequests.supplierAccountId, SUPPLIER_ID),
      ),
    );
  const auditRows = await t.db.select().from(audits).where(eq(audits.pharmacyAccountId, PHARMACY.id));
  const documentRows = await t.db.select().from(auditDocuments);
  const [items] = await t.db.select({ n: count() }).from(orderItems);
  const [notices] = await t.db.select({ n: count() }).from(notifications);
  const [markers] = await t.db.select({ n: count() }).from(demoHistory);
  return {
    orders: orderRows,
    offers: offerRows,
    bundles: bundleRows,
    requests: requestRows,
    audits: auditRows,
    documents: documentRows,
    counts: {
      items: items!.n,
      notices: notices!.n,
      markers: markers!.n,
      requests: requestRows.length,
      audits: auditRows.length,
      documents: documentRows.length,
    },
  };
}

const sorted = (values: string[]) => [...values].sort();

/** Whose request it is, to whom, of what kind and in which state: `pharmacy>supplier kind status`. */
const NAMES: Record<string, string> = {
  [PHARMACY.id]: 'main-street',
  [OTHER_PHARMACY.id]: 'riverside',
  [SUPPLIER_ID]: 'keystone',
  [SUPPLIER2_ID]: 'bluegrass',
};
const describeRequest = (r: typeof customerRequests.$inferSelect) =>
  `${NAMES[r.pharmacyAccountId]}>${NAMES[r.supplierAccountId]} ${r.kind} ${r.status}`;

async function termsOf(supplierAccountId: string) {
  const [row] = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, supplierAccountId),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
  return row!;
}

describe('demo history (issue 11 Demo data)', () => {
  let first: Awaited<ReturnType<typeof made>>;

  it('gives the demo pharmacy an order in every status the product keeps and an offer and a bundle offer in every negotiation status', async () => {
    const report = await seedDemoHistory(deps);
    expect(logged.filter((l) => l.includes('failed'))).toEqual([]);
    expect(report).toEqual({ played: DEMO_HISTORY_SCENARIOS.length, 'already played': 0, failed: 0 });
    first = await made();

    expect(sorted(first.orders.map((o) => o.orders.status))).toEqual(
      sorted([
        'placed',
        'accepted',
        'modified',
        'shipped',
        'invoiced',
        'paid',
        'paid',
        'overdue',
        'cancelled',
      ]),
    );
    // Delivered is passed through, not kept: every invoiced, paid and overdue order was delivered first.
    for (const { orders: order } of first.orders.filter((o) => o.invoices)) {
      expect(order.deliveredAt).not.toBeNull();
      expect(order.deliveredAt!.getTime()).toBeGreaterThan(order.shippedAt!.getTime());
    }
    expect(sorted(first.offers.map((o) => o.status))).toEqual(sorted([...OFFER_STATUSES]));
    expect(sorted(first.bundles.map((b) => b.status))).toEqual(sorted([...OFFER_STATUSES]));
  }, 120_000); // plays every scenario: about 30 s alone, more on a busy machine

  it('spreads the orders over the last three months, overdue invoices due in the past', () => {
    const ages = first.orders.map((o) => Math.round((Date.now() - o.orders.placedAt.getTime()) / DAY));
    expect(Math.max(...ages)).toBe(84);
    expect(Math.min(...ages)).toBe(0);
    const overdue = first.orders.find((o) => o.orders.status === 'overdue')!;
    expect(overdue.invoices!.dueOn < isoDate(new Date())).toBe(true);
    const open = first.orders.find((o) => o.orders.status === 'invoiced')!;
    expect(open.invoices!.dueOn > isoDate(new Date())).toBe(true);
    for (const { invoices: invoice } of first.orders.filter((o) => o.invoices?.status === 'paid')) {
      expect(invoice!.paidAt!.getTime()).toBeLessThan(Date.now() - 30 * DAY);
    }
  });

  it('gives the demo pharmacy customer requests in every state, each kind sent and decided through its workflow', async () => {
    expect(sorted(first.requests.map(describeRequest))).toEqual(
      sorted([
        'main-street>keystone credit_increase approved',
        'main-street>keystone eom_change declined',
        'main-street>keystone payment_account_change declined',
        'main-street>bluegrass payment_account_change approved',
        'main-street>bluegrass credit_increase expired',
        'main-street>bluegrass eom_change pending',
        'riverside>keystone credit_increase pending',
      ]),
    );
    for (const request of first.requests) expect(request.workflowStartedAt).not.toBeNull();
    // Keystone's terms only grow (checkout keeps working); Bluegrass's are the approved net terms.
    expect(await termsOf(SUPPLIER_ID)).toMatchObject({
      creditAllocatedCents: DEMO_KEYSTONE_CREDIT_CENTS,
      netDays: 30,
      invoicesDueOnLastDay: false,
    });
    expect(await termsOf(SUPPLIER2_ID)).toMatchObject({
      creditAllocatedCents: 2_500_000,
      netDays: 45,
      invoicesDueOnLastDay: false,
      invoicesDueDay: 15,
    });
    // The demo pharmacy can still send Keystone a request of any kind (none of its own pending there).
    expect(
      first.requests.filter(
        (r) =>
          r.pharmacyAccountId === PHARMACY.id &&
          r.supplierAccountId === SUPPLIER_ID &&
          r.status === 'pending',
      ),
    ).toEqual([]);
  });

  it('leaves each approved request’s decided terms on the customer row it approved (issue 21)', async () => {
    // No seeded change supersedes an approval: one approved request per customer row, none after it.
    const approved = first.requests.filter((r) => r.status === 'approved');
    expect(new Set(approved.map((r) => r.supplierCustomerId)).size).toBe(approved.length);
    for (const request of approved) {
      const [row] = await t.db
        .select()
        .from(supplierCustomers)
        .where(eq(supplierCustomers.id, request.supplierCustomerId));
      const decided = {
        creditAllocatedCents: request.decidedCreditCents,
        netDays: request.decidedNetDays,
        invoicesDueOnLastDay: request.decidedDueOnLastDay,
        invoicesDueDay: request.decidedDueDay,
      };
      const written = Object.fromEntries(Object.entries(decided).filter(([, v]) => v !== null));
      expect(Object.keys(written).length, describeRequest(request)).toBeGreaterThan(0);
      expect(row, describeRequest(request)).toMatchObject(written);
    }
  });

  it('gives the demo pharmacy two audits with Keystone: one awaiting the wholesaler, one with details sent', () => {
    const byStatus = Object.fromEntries(first.audits.map((a) => [a.status, a]));
    expect(sorted(first.audits.map((a) => a.status))).toEqual(sorted(['requested', 'required_details_sent']));
    for (const audit of first.audits) {
      expect(audit.supplierAccountId).toBe(SUPPLIER_ID);
      expect(audit.workflowStartedAt).not.toBeNull();
    }
    const sent = byStatus.required_details_sent!;
    expect(sent.detailsSentAt).not.toBeNull();
    const documents = first.documents.filter((d) => d.auditId === sent.id);
    expect(sorted(documents.map((d) => `${d.kind} ${d.contentType}`))).toEqual([
      'generated application/pdf',
      'uploaded application/pdf',
    ]);
    expect(first.documents.filter((d) => d.auditId === byStatus.requested!.id)).toEqual([]);
  });

  it('leaves one wholesaler application awaiting Keystone, signed and with its voided cheque', async () => {
    const rows = await t.db
      .select()
      .from(wholesalerApplications)
      .where(eq(wholesalerApplications.supplierAccountId, SUPPLIER_ID));
    expect(rows.map((r) => r.status)).toEqual(['submitted']);
    expect(rows[0]!.agreementSignedAt).not.toBeNull();
    expect(rows[0]!.chequeKey).not.toBeNull();
    expect(rows[0]!.workflowStartedAt).not.toBeNull();
  });

  it('makes Riverside Drug a p2p seller with a dozen listings, one short-dated, one missing its proof', async () => {
    const where = and(eq(listings.supplierAccountId, OTHER_PHARMACY.id), eq(listings.isP2p, true));
    const rows = await t.db.select().from(listings).where(where);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => isShortDated(r.expiryDate, isoDate(new Date())))).toHaveLength(1);
    expect(rows.filter((r) => r.purchasedFrom === null)).toHaveLength(1);
  });

  it('adds nothing when run again (a second npm start)', async () => {
    const report = await seedDemoHistory(deps);
    expect(report).toEqual({ played: 0, 'already played': DEMO_HISTORY_SCENARIOS.length, failed: 0 });
    const again = await made();
    expect(again.counts).toEqual(first.counts);
    expect(sorted(again.orders.map((o) => o.orders.id))).toEqual(
      sorted(first.orders.map((o) => o.orders.id)),
    );
    expect(again.offers.length).toBe(first.offers.length);
    expect(again.bundles.length).toBe(first.bundles.length);
    expect(sorted(again.requests.map((r) => `${r.id} ${r.status}`))).toEqual(
      sorted(first.requests.map((r) => `${r.id} ${r.status}`)),
    );
    expect(sorted(again.audits.map((a) => `${a.id} ${a.status}`))).toEqual(
      sorted(first.audits.map((a) => `${a.id} ${a.status}`)),
    );
  });
});

describe('demo history over HTTP (npm start)', () => {
  it('logs in as the demo users and calls the API over a real socket, as npm start does', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const api = demoApi(httpSender(`http://127.0.0.1:${port}`));
      const pharmacy = await api.login('pharmacy@example.com');
      const orders = await api.call<{ data: unknown[] }>(pharmacy, 'GET', '/api/v1/pharmacy/orders');
      expect(orders.data.length).toBe(9);
      await expect(api.call(pharmacy, 'GET', '/api/v1/suppliers/orders')).rejects.toThrow(/answered 403/);
      // A file goes up as multipart over the socket too (the details-sent audit's upload).
      const keystone = await api.login('supplier@example.com');
      const [open] = await t.db.select().from(audits).where(eq(audits.status, 'requested'));
      const { document } = await api.upload<{ document: { content_type: string } }>(
        keystone,
        `/api/v1/customers/audits/${open!.id}/documents`,
        { name: 'receipt.pdf', bytes: await renderTextPdf([['A receipt']]) },
      );
      expect(document.content_type).toBe('application/pdf');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
