/**
 * P2p orders after placement end to end (issue 13, Part C) on the real API, PostgreSQL, the
 * Temporal dev server and an in-process worker with short durations: lot confirmation, the
 * sandbox label that ships and writes the DSCSA records, tracking to delivery, receipt and the
 * payout's release, ratings, and every refusal on the way.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { locations } from '../../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import { noticesAbout, openFulfilmentContext, readOrder } from '../orders/order-fulfilment-fixtures.ts';
import {
  BUYER,
  eventually,
  moneyOf,
  placeP2pOrder,
  recordsOf,
  SELLER,
  startP2pOrder,
} from './p2p-orders-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy: buyer, close } = await openFulfilmentContext('p2p-orders'));
  seller = await t.login('seller@example.com');
});
afterAll(() => close());

type Sale = {
  phase: string;
  all_lots_confirmed: boolean;
  lines: { id: string; lot_confirmed: boolean }[];
  label: { tracking_number: string } | null;
  payout: { status: string; gross_cents: number; fee_cents: number; net_cents: number } | null;
  dscsa_records: { id: string }[];
};
type Problem = { detail: string; errors?: Record<string, string[]> };

const PACKAGES = [{ weight: '2.5', length: 10, width: 8, height: 4 }];

async function confirmLots(orderId: string, lineIds: string[]) {
  for (const [i, id] of lineIds.entries()) {
    const res = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${orderId}/lots`, {
      as: seller,
      body: { line_item_id: id, lot: `LOT${i + 1}`, exp_date: '2028-06-30' },
    });
    expect(res.status).toBe(200);
  }
}

async function waitStarted(orderId: string) {
  await eventually(
    () => readOrder(t, orderId),
    (o) => o.workflowStartedAt !== null,
  );
}

describe('p2pOrderWorkflow: lots, label, delivery, receipt, payout, rating', () => {
  it('runs the whole sale and every cent charged is kept by the order (payout + fee)', async () => {
    const { order, lines } = await placeP2pOrder(t);
    await startP2pOrder(t, order.id);
    await waitStarted(order.id);

    // Label before lots confirmed → 409.
    const early = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: PACKAGES },
    });
    expect(early.status).toBe(409);

    // Rating before delivery → 409.
    const earlyRate = await t.call('POST', `/api/v1/users/${SELLER.id}/rate`, {
      as: buyer,
      body: { order_id: order.id, rating: 5 },
    });
    expect(earlyRate.status).toBe(409);

    await confirmLots(
      order.id,
      lines.map((l) => l.id),
    );
    const confirmed = (await (
      await t.call('GET', `/api/v1/pharmacy/p2p/sales/${order.id}`, { as: seller })
    ).json()) as Sale;
    expect(confirmed.all_lots_confirmed).toBe(true);
    expect(confirmed.payout).toMatchObject({ status: 'held', gross_cents: order.totalCents });

    // Bad packages → 400 naming the field; none at all → 400 naming packages.
    const bad = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: [{ weight: '', length: 0, width: 8, height: 4 }] },
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as Problem;
    expect(Object.keys(badBody.errors ?? {})).toEqual(
      expect.arrayContaining(['packages.0.weight', 'packages.0.length']),
    );
    const none = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: [] },
    });
    expect(none.status).toBe(400);
    expect(Object.keys(((await none.json()) as Problem).errors ?? {})).toContain('packages');

    // Another seller's order → 404 (the buyer is not its seller).
    const foreign = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: buyer,
      body: { packages: PACKAGES },
    });
    expect(foreign.status).toBe(404);

    const labelled = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: PACKAGES },
    });
    expect(labelled.status).toBe(200);
    const label = (await labelled.json()) as { tracking_number: string; sale: Sale };
    expect(label.tracking_number).toMatch(/^SBX\d{10}$/);
    expect(label.sale.phase).toBe('shipped');

    // The DSCSA records: one per line, frozen at shipment.
    const records = await recordsOf(t, order.id);
    expect(records).toHaveLength(lines.length);
    expect(records.map((r) => r.lot).sort()).toEqual(['LOT1', 'LOT2']);
    expect(records[0]!.seller.name).toBe(SELLER.name);
    expect(records[0]!.buyer.name).toBe(BUYER.name);
    expect(records[0]!.history).toHaveLength(1);
    expect(records[0]!.statement).toContain('(6)');

    const pdf = await t.call('GET', `/api/v1/pharmacy/p2p/sales/${order.id}/label.pdf`, { as: seller });
    expect(pdf.status).toBe(200);
    const labelText = await pdfText(await pdf.arrayBuffer());
    expect(labelText).toContain('SANDBOX');
    // The return address is the seller's ship-from location, not its name alone (issue 21).
    const [shipFrom] = await t.db
      .select()
      .from(locations)
      .where(eq(locations.accountId, SELLER.id))
      .orderBy(desc(locations.isDefaultShipping), asc(locations.name))
      .limit(1);
    expect(labelText).toContain(shipFrom!.address1);
    expect(labelText).toContain(`${shipFrom!.city}, `);

    // The sandbox carrier delivers; the inspection window starts.
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.status === 'delivered',
    );

    // Down rating without a message → 422 naming message; a rating; a second → 409.
    const down = await t.call('POST', `/api/v1/users/${SELLER.id}/rate`, {
      as: buyer,
      body: { order_id: order.id, rating: 2 },
    });
    expect(down.status).toBe(422);
    expect(Object.keys(((await down.json()) as Problem).errors ?? {})).toEqual(['message']);
    const rated = await t.call('POST', `/api/v1/users/${SELLER.id}/rate`, {
      as: buyer,
      body: { order_id: order.id, rating: 5, message: 'Quick and well packed' },
    });
    expect(rated.status).toBe(201);
    const again = await t.call('POST', `/api/v1/users/${SELLER.id}/rate`, {
      as: buyer,
      body: { order_id: order.id, rating: 4 },
    });
    expect(again.status).toBe(409);

    // The buyer downloads the T3 PDF of a line.
    const t3 = await t.call('GET', `/api/v1/dscsa/records/${records[0]!.id}/pdf`, { as: buyer });
    expect(t3.status).toBe(200);
    const t3Text = await pdfText(await t3.arrayBuffer());
    expect(t3Text).toContain('TRANSACTION STATEMENT (TS)');
    // Readable (issue 21): the history as sentences, not JSON; the NDC as 5-4-2; Unicode as written.
    expect(t3Text).toContain('Prior transaction document:');
    expect(t3Text).not.toContain('{"');
    expect(t3Text).toContain(formatNdc(records[0]!.ndc));
    expect(t3Text).toContain('seller’s pedigree documents');

    const receipt = await t.call('POST', `/api/v1/orders/${order.id}/confirm_receipt`, {
      as: buyer,
      body: {},
    });
    expect(receipt.status).toBe(200);
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.status === 'paid',
    );
    const money = await moneyOf(t, order.id);
    expect(money.payout.status).toBe('released');
    expect(money.refundedCents).toBe(0);
    expect(money.payout.netCents + money.payout.feeCents).toBe(money.chargedCents);
    expect(money.payout.feeCents).toBe(Math.floor((order.totalCents * 5 + 50) / 100));
    const notices = await noticesAbout(t, SELLER.id, order.id);
    expect(notices.map((n) => n.kind)).toContain('p2p_payout_released');

    const ledger = (await (await t.call('GET', '/api/v1/pharmacy/p2p/payouts', { as: seller })).json()) as {
      data: { order_id: string; status: string }[];
      totals: { released_cents: number };
    };
    expect(ledger.data.find((p) => p.order_id === order.id)?.status).toBe('released');
    expect(ledger.totals.released_cents).toBeGreaterThanOrEqual(money.payout.netCents);

    await eventually(
      () => t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id)).describe(),
      (d) => d.status.name === 'COMPLETED',
    );
    // The one order workflow as the p2p kind (issue 20); p2p-order.json is the older p2pOrderWorkflow's.
    await recordHistoryIfAsked('order-workflow-p2p', p2pOrderWorkflowId(order.id), t.env.temporal.address);
  });

  it('releases the payout when the inspection window ends without a word from the buyer', async () => {
    const { order, lines } = await placeP2pOrder(t, { lines: [{}] });
    await startP2pOrder(t, order.id, {
      inspectionMs: 800,
      tracking: { pollMs: 100, maxAgeMs: 60_000, sandboxStepMs: 100 },
    });
    await waitStarted(order.id);
    await confirmLots(order.id, [lines[0]!.id]);
    const res = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: PACKAGES },
    });
    expect(res.status).toBe(200);
    const paid = await eventually(
      () => readOrder(t, order.id),
      (o) => o.status === 'paid',
    );
    expect(paid.receivedAt).toBeNull();
    const money = await moneyOf(t, order.id);
    expect(money.payout.status).toBe('released');
    expect(money.payout.netCents + money.payout.feeCents).toBe(money.chargedCents);
  });
});
