/**
 * THE CRASH TEST of paying (issue 10 "Charging and committing cannot disagree"): a real API process
 * is killed with SIGKILL while it places a card order, once between the authorisation and the
 * commit and once between the commit and the capture. After the payments reconciler runs (the
 * Temporal workflow of the reconcile-payments schedule) there is one order and one capture, or no
 * order and no capture; and the client's retry with the same Idempotency-Key ends with one order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconcileReport } from '../../../activities/payments/reconcile-payments.ts';
import type { TestContext } from '../../harness/app.ts';
import { startApiProcess } from '../../harness/processes.ts';
import {
  addToCart,
  createListing,
  DEMO_CARD_ID,
  offlineBody,
  place,
  PHARMACY,
  type Placed,
  stockOf,
  SUPPLIER_ID,
} from '../checkout/checkout-helpers.ts';
import { openFulfilmentContext } from '../orders/order-fulfilment-fixtures.ts';

/** The sandbox processor's simulated network time: the window the test kills the API in. */
const LATENCY_MS = 2_500;

let t: TestContext;
let pharmacy: Awaited<ReturnType<TestContext['login']>>;
let close: () => Promise<void>;

beforeAll(async () => {
  const world = await openFulfilmentContext('payments-crash');
  ({ t, close } = world);
  pharmacy = world.pharmacy;
});
afterAll(async () => {
  await close?.();
});

type Ledger = { intent: string; charge: string | null; orders: number; payment: string | null };

/** What the request with this key left: its intent, the processor's charge, orders and payment. */
async function ledger(key: string): Promise<Ledger> {
  const [row] = await t.sql<Ledger[]>`
    select i.status as intent, c.outcome as charge,
           (select count(*)::int from orders o where o.id = i.subject_id) as orders,
           (select p.status::text from payments p where p.order_id = i.subject_id) as payment
    from charge_intents i
    left join sandbox_card_charges c on c.idempotency_key = i.processor_key
    where i.request_key = ${key}
    order by i.created_at desc limit 1`;
  return row!;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts a checkout on a separate API process and SIGKILLs it once `killWhen` holds. */
async function checkoutAndKill(key: string, killWhen: (l: Ledger | undefined) => boolean) {
  const api = await startApiProcess(
    {
      databaseUrl: t.env.databaseUrl,
      temporalAddress: t.env.temporal.address,
      taskQueue: t.env.temporal.taskQueue,
    },
    'api-crash',
    { SANDBOX_CARD_LATENCY_MS: String(LATENCY_MS) },
  );
  const request = fetch(`${api.url}/api/v1/checkout/${SUPPLIER_ID}`, {
    method: 'POST',
    headers: {
      authorization: 'Web',
      cookie: pharmacy.cookie,
      'x-csrf-token': pharmacy.csrf,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(offlineBody(undefined, { payment_method: 'card', payment_card_id: DEMO_CARD_ID })),
  }).then(
    async (r) => `answered ${r.status}: ${await r.text()}`,
    () => 'connection lost' as const,
  );
  let answered: string | undefined;
  void request.then((outcome) => (answered = outcome));
  await until('the kill point', async () => {
    if (answered) throw new Error(`the checkout finished before the kill point: ${answered}`);
    return killWhen(await ledger(key).catch(() => undefined));
  });
  api.process.kill('SIGKILL');
  expect(await request).toBe('connection lost');
  await api.stop();
}

/** Time passes: the intent's and the key's leases run out. */
async function ageRequest(key: string) {
  await t.sql`update charge_intents set updated_at = now() - interval '10 minutes' where request_key = ${key}`;
  await t.sql`update idempotency_keys set locked_until = now() - interval '10 minutes' where key = ${key}`;
}

async function reconcile(): Promise<ReconcileReport> {
  const workflowId = `reconcile-payments-${randomUUID()}`;
  const report = await t.temporal.client.workflow.execute<() => Promise<ReconcileReport>>(
    'reconcilePaymentsWorkflow',
    { taskQueue: t.env.temporal.taskQueue, workflowId },
  );
  return report;
}

async function retry(key: string) {
  const response = await place(
    t,
    pharmacy,
    SUPPLIER_ID,
    offlineBody(undefined, { payment_method: 'card', payment_card_id: DEMO_CARD_ID }),
    key,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as Placed).order;
}

async function cardOrdersOfListing(listingId: string) {
  const rows = await t.sql<{ id: string }[]>`
    select distinct o.id from orders o join order_items i on i.order_id = o.id where i.listing_id = ${listingId}`;
  return rows.map((r) => r.id);
}

describe('a card checkout survives a killed API process', () => {
  it(
    'killed between the authorisation and the commit: the hold is voided, no order; the retry pays once',
    { timeout: 120_000 },
    async () => {
      const { listing } = await createListing(t, { priceCents: 4_000, stock: 10 });
      await addToCart(t, PHARMACY.id, listing, 3);
      const key = randomUUID();
      await checkoutAndKill(key, (l) => l?.charge === 'authorized');

      expect(await ledger(key)).toEqual({
        intent: 'authorizing',
        charge: 'authorized',
        orders: 0,
        payment: null,
      });
      expect(await stockOf(t, listing.id)).toBe(10);

      await ageRequest(key);
      const report = await reconcile();
      expect(report.voided).toBeGreaterThanOrEqual(1);
      expect(report.keysFreed).toBeGreaterThanOrEqual(1);
      expect(await ledger(key)).toEqual({ intent: 'voided', charge: 'voided', orders: 0, payment: null });
      expect(await cardOrdersOfListing(listing.id)).toEqual([]);

      // The client retries with the same key: a new authorisation, one order, one capture.
      const order = await retry(key);
      expect(await cardOrdersOfListing(listing.id)).toEqual([order.id]);
      expect(await ledger(key)).toEqual({
        intent: 'captured',
        charge: 'captured',
        orders: 1,
        payment: 'succeeded',
      });
      const holds = await t.sql<{ outcome: string; n: number }[]>`
        select c.outcome, count(*)::int as n from charge_intents i
        join sandbox_card_charges c on c.idempotency_key = i.processor_key
        where i.request_key = ${key} group by c.outcome order by c.outcome`;
      expect(holds).toEqual([
        { outcome: 'captured', n: 1 },
        { outcome: 'voided', n: 1 },
      ]);
      expect(await stockOf(t, listing.id)).toBe(7);
    },
  );

  it(
    'killed between the commit and the capture: the order stands and is captured once; the retry answers it',
    { timeout: 120_000 },
    async () => {
      const { listing } = await createListing(t, { priceCents: 4_000, stock: 10 });
      await addToCart(t, PHARMACY.id, listing, 3);
      const key = randomUUID();
      await checkoutAndKill(key, (l) => l?.intent === 'committed');

      expect(await ledger(key)).toEqual({
        intent: 'committed',
        charge: 'authorized',
        orders: 1,
        payment: 'authorized',
      });

      await ageRequest(key);
      const report = await reconcile();
      expect(report.captured).toBeGreaterThanOrEqual(1);
      expect(await ledger(key)).toEqual({
        intent: 'captured',
        charge: 'captured',
        orders: 1,
        payment: 'succeeded',
      });

      const [placed] = await cardOrdersOfListing(listing.id);
      const order = await retry(key);
      expect(order.id).toBe(placed);
      expect(await cardOrdersOfListing(listing.id)).toEqual([placed]);
      expect(await stockOf(t, listing.id)).toBe(7);
    },
  );
});
