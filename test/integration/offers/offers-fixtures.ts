/**
 * The individual-offer tests' world: a fresh context on its own task queue with an in-process
 * worker, the demo supplier (Keystone) and pharmacies logged in, fixture listings, and calls of
 * the offer routes. Durations are short: `t.env.offers.expiryMs` is what POST /offers gives new
 * negotiations (the API reads the same env object), as OFFER_EXPIRY_SECONDS does in a deployment.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { cartItems, notifications, offerEvents, offers } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { createTestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export { SUPPLIER_ID };
export const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
/** Riverside Drug: another pharmacy, also approved by Keystone. */
export const OTHER_PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

export type OfferJson = {
  id: string;
  number: number;
  status: string;
  side: 'buyer' | 'seller';
  price_cents: number;
  quantity: number;
  counter_price_cents: number | null;
  counter_quantity: number | null;
  counter_shipping_method: string | null;
  agreed_price_cents: number | null;
  agreed_quantity: number | null;
  agreed_until: string | null;
  expires_at: string;
  memo: string | null;
  cancellation_reason: string | null;
  actions: string[];
  events: {
    action: string;
    from_status: string | null;
    to_status: string;
    from_price_cents: number | null;
    to_price_cents: number | null;
    quantity: number | null;
    note: string | null;
    at: string;
    actor: { account_id: string } | null;
  }[];
};
export type MoveJson = { message: string; fl: string; offer: OfferJson };
export type ProblemJson = { message: string; code: string; errors?: Record<string, string[]> };

/** A file's world; `close()` stops the worker and drops the database. */
export async function openOffersContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  t.env.offers.expiryMs = 60_000;
  const worker = await startWorker(t);
  const supplier = await t.login('supplier@example.com');
  const supplier2 = await t.login('supplier2@example.com');
  const pharmacy = await t.login('pharmacy@example.com');
  const otherPharmacy = await t.login('seller@example.com');
  return {
    t,
    supplier,
    supplier2,
    pharmacy,
    otherPharmacy,
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

/** A Keystone listing of a fresh product ($50.00 a pack, 100 in stock unless given). */
export async function offerListing(t: TestContext, overrides: Parameters<typeof insertListing>[2] = {}) {
  const product = await insertProduct(t.db, { name: `Offerol ${randomUUID().slice(0, 6)}` });
  return insertListing(t.db, product.id, { packPriceCents: 5_000, stock: 100, ...overrides });
}

export async function json<T>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}

/** The offer routes, called as someone. */
export function offersClient(t: TestContext) {
  const call = <T>(
    method: string,
    path: string,
    as: Credentials,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    t
      .call(method, path, { as, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) })
      .then((r) => json<T>(r));
  return {
    make: (as: Credentials, body: unknown) =>
      call<MoveJson & ProblemJson>('POST', '/api/v1/offers', as, body),
    get: (as: Credentials, id: string) =>
      call<{ offer: OfferJson } & ProblemJson>('GET', `/api/v1/offers/${id}`, as),
    respond: (as: Credentials, id: string, body: unknown, headers?: Record<string, string>) =>
      call<MoveJson & ProblemJson>('POST', `/api/v1/offers/${id}/respond`, as, body, headers),
    answerCounter: (as: Credentials, id: string, status: string) =>
      call<MoveJson & ProblemJson>('PATCH', `/api/v1/offers/${id}/counter`, as, { status }),
    cancel: (as: Credentials, id: string, body: unknown = {}) =>
      call<MoveJson & ProblemJson>('PATCH', `/api/v1/offers/${id}/cancel`, as, body),
    requestCancellation: (as: Credentials, cartItemId: string, body: unknown) =>
      call<MoveJson & ProblemJson>(
        'POST',
        `/api/v1/saved_line_item/${cartItemId}/cancel_offer_request`,
        as,
        body,
      ),
    decide: (as: Credentials, id: string, decision: 'approve' | 'decline') =>
      call<MoveJson & ProblemJson>('PATCH', `/api/v1/offers/cancellation_request/${id}/${decision}`, as),
  };
}

/** Makes an offer as the demo pharmacy on a fresh listing; answers the offer and its listing. */
export async function makeOffer(
  t: TestContext,
  as: Credentials,
  body: { price?: string; quantity?: number; note?: string } = {},
  listingOverrides: Parameters<typeof insertListing>[2] = {},
) {
  const listing = await offerListing(t, listingOverrides);
  const made = await offersClient(t).make(as, {
    listing_id: listing.id,
    price: '40.00',
    quantity: 5,
    ...body,
  });
  if (made.status !== 201) throw new Error(`offer not made: ${made.status} ${JSON.stringify(made.body)}`);
  return { offer: made.body.offer, listing };
}

export async function readOffer(t: TestContext, id: string) {
  const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

export async function eventsOf(t: TestContext, id: string) {
  return t.db
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, id))
    .orderBy(asc(offerEvents.occurredAt));
}

/** The offer row and its audit trail, to prove a refused move changed nothing. */
export async function snapshot(t: TestContext, id: string) {
  return { row: await readOffer(t, id), events: await eventsOf(t, id) };
}

export async function cartLinesOf(t: TestContext, offerId: string) {
  return t.db.select().from(cartItems).where(eq(cartItems.offerId, offerId));
}

/** An account's notifications about an offer, oldest first. */
export async function noticesAbout(t: TestContext, accountId: string, offerId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.accountId, accountId));
  return rows
    .filter((n) => (n.details as { offer_id?: string } | null)?.offer_id === offerId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Polls until the offer reaches `status` (the workflow's clock runs on its own). */
export async function waitForOfferStatus(t: TestContext, id: string, status: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await readOffer(t, id);
    if (row.status === status) return row;
    if (Date.now() > until) throw new Error(`offer ${id} is ${row.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
