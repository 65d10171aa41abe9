/**
 * Shipment tracking on the real dev server (issue 4 "Shipment tracking"; pharmacy-side §3
 * Shipment tracking, §4 Tracking progress, §7 GET /orders/{id}/track): polling the sandbox
 * carrier, manual status entry, giving up after the maximum age, and the track endpoint.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentEvents, shipments } from '../../../db/schema/index.ts';
import {
  orderStateQuery,
  orderWorkflowId,
  shipmentWorkflowId,
  type TrackingResult,
} from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  openFulfilmentContext,
  placeAndStart,
  readOrder,
  SANDBOX_SHIPMENT,
  waitForStatus,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('tracking'));
});
afterAll(() => close());

type TrackData = {
  shipment_id: string;
  latest_status: string;
  progress_point: number;
  estimated_delivery: string | null;
  last_status_check_date: string | null;
  location_city: string | null;
  location_state: string | null;
  tracking_end_reason: string | null;
  events?: { status: string; source: string; location_city: string | null }[];
};
const UPS = {
  carrier: 'ups',
  tracking_number: '1Z999AA10123456784',
  packages: [{ weight: '1.25', length: 5, width: 5, height: 5 }],
};

async function ship(body: object, tracking: { pollMs?: number; maxAgeMs?: number; sandboxStepMs?: number }) {
  const placed = await placeAndStart(t, { durations: { tracking } });
  await t.call('POST', `/api/v1/suppliers/orders/${placed.order.id}/accept`, { as: supplier, body: {} });
  const response = await t.call('POST', `/api/v1/suppliers/orders/${placed.order.id}/ship`, {
    as: supplier,
    body,
  });
  expect(response.status).toBe(200);
  const shipmentId = ((await response.json()) as { order: { shipments: { id: string }[] } }).order
    .shipments[0]!.id;
  return { ...placed, shipmentId };
}

async function track(orderId: string, query = ''): Promise<TrackData> {
  const response = await t.call('GET', `/api/v1/orders/${orderId}/track${query}`, { as: pharmacy });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TrackData }).data;
}

/**
 * The tracking workflow's result. The order workflow starts it as a child just after the ship
 * update answers, so its id may not be known to Temporal for a moment.
 */
async function trackingResult(shipmentId: string): Promise<TrackingResult> {
  const handle = t.temporal.client.workflow.getHandle(shipmentWorkflowId(shipmentId));
  await expect
    .poll(
      () =>
        handle.describe().then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  return (await handle.result()) as TrackingResult;
}

const status = (orderId: string, body: object) =>
  t.call('POST', `/api/v1/suppliers/orders/${orderId}/shipment_status`, { as: supplier, body });

describe('shipmentTrackingWorkflow', () => {
  it('records the sandbox carrier’s first scan at progress point 1 with its estimated delivery (§4 Tracking progress)', async () => {
    const { order } = await ship(SANDBOX_SHIPMENT, { sandboxStepMs: 60_000, pollMs: 60_000 });
    await expect
      .poll(async () => (await track(order.id)).last_status_check_date, { timeout: 10_000 })
      .not.toBeNull();
    const data = await track(order.id);
    expect(data).toMatchObject({ latest_status: 'shipment_information_sent', progress_point: 1 });
    expect(data.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.events!.map((e) => [e.status, e.source])).toEqual([['shipment_information_sent', 'carrier']]);
    expect((await track(order.id, '?raw=true')).events).toBeUndefined();
    expect(
      (await t.call('GET', `/api/v1/orders/${order.id}/track?shipment_id=${randomUUID()}`, { as: pharmacy }))
        .status,
    ).toBe(404);
  });

  it('records manual statuses (progress point 2 in transit) and stops tracking when one says delivered', async () => {
    const { order, shipmentId } = await ship(UPS, { pollMs: 100 });
    const inTransit = await status(order.id, {
      status: 'in_transit',
      location_city: 'Dallas',
      location_state: 'TX',
    });
    expect(inTransit.status).toBe(200);
    expect(await track(order.id)).toMatchObject({
      latest_status: 'in_transit',
      progress_point: 2,
      location_city: 'Dallas',
      location_state: 'TX',
    });
    expect(
      (await status(order.id, { status: 'delivered', location_city: 'Austin', location_state: 'TX' })).status,
    ).toBe(200);
    const result = await trackingResult(shipmentId);
    expect(result).toEqual({ outcome: 'delivered', deliveredBy: 'supplier' });
    await recordHistoryIfAsked(
      'shipment-tracking-manual-update',
      shipmentWorkflowId(shipmentId),
      t.env.temporal.address,
    );
    await waitForStatus(t, order.id, 'invoiced');
    const data = await track(order.id);
    expect(data).toMatchObject({
      latest_status: 'delivered',
      progress_point: 3,
      tracking_end_reason: 'delivered',
    });
    expect(data.events!.map((e) => [e.status, e.source])).toEqual([
      ['delivered', 'manual'],
      ['in_transit', 'manual'],
    ]);
    // A carrier without an adapter is never asked: only the manual entries moved it.
    expect(data.last_status_check_date).toBeNull();
    expect(
      (await t.temporal.client.workflow.getHandle(orderWorkflowId(order.id)).query(orderStateQuery))
        .deliveredBy,
    ).toBe('supplier');
  });

  it('gives up cleanly after the maximum age; a delivered status can still be entered afterwards', async () => {
    const { order, shipmentId } = await ship(SANDBOX_SHIPMENT, {
      sandboxStepMs: 60_000,
      pollMs: 200,
      maxAgeMs: 1_500,
    });
    const result = await trackingResult(shipmentId);
    expect(result).toEqual({ outcome: 'gave_up', deliveredBy: null });
    await recordHistoryIfAsked(
      'shipment-tracking-gave-up',
      shipmentWorkflowId(shipmentId),
      t.env.temporal.address,
    );
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(shipment).toMatchObject({
      trackingEndReason: 'gave_up',
      latestStatus: 'shipment_information_sent',
      deliveredAt: null,
    });
    expect((await readOrder(t, order.id)).status).toBe('shipped');
    const refused = await status(order.id, { status: 'in_transit' });
    expect(refused.status).toBe(409);
    expect((await status(order.id, { status: 'delivered' })).status).toBe(200);
    await waitForStatus(t, order.id, 'invoiced');
    const manual = await t.db
      .select()
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.source, 'manual')));
    expect(manual.map((e) => e.status)).toEqual(['delivered']);
  });

  it('refuses a manual status before shipment (409) and an unknown status (400)', async () => {
    const { order } = await placeAndStart(t);
    expect((await status(order.id, { status: 'in_transit' })).status).toBe(409);
    expect((await status(order.id, { status: 'teleported' })).status).toBe(400);
  });

  it('answers N/A data (estimated_delivery null) before the order ships', async () => {
    const { order } = await placeAndStart(t);
    expect(await track(order.id)).toMatchObject({
      estimated_delivery: null,
      latest_status: null,
      progress_point: null,
    });
  });
});
