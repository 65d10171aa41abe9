/**
 * Suspension and disable-controls requests (supplier-side §4, §5 Suspension, §7): the request's
 * rules, cancelling while pending, support's decision (deciding twice is refused with nothing
 * changed), and their effect at checkout: a suspended customer cannot order and sees why; with
 * controls disabled, scheduled lines are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerControlRequests } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { SUSPENSION_MESSAGES } from '../../../domain/customers/suspension-request.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  createListing,
  offlineBody,
  PHARMACY,
  place,
  type Problem,
} from '../checkout/checkout-helpers.ts';
import {
  keystoneCustomerOf,
  pendingRequestId,
  requestSuspension,
  resetCustomers,
  SUPPLIER2_ID,
  SUPPLIER_ID,
} from './customers-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;
let supplier2: Credentials;
let support: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `customers-suspension-${crypto.randomUUID()}` });
  [pharmacy, supplier, supplier2, support] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('supplier@example.com'),
    t.login('supplier2@example.com'),
    t.login('support@example.com'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await resetCustomers(t);
});

const decide = (id: string, verdict: 'approve' | 'decline') =>
  t.call('POST', `/api/v1/support/customer_control_requests/${id}/${verdict}`, { as: support, body: {} });
const requestCount = async () => (await t.db.select().from(customerControlRequests)).length;

describe('suspension request rules', () => {
  it('needs at least one reason, the reasons exclude each other, memo required for Other and refused for licence expired', async () => {
    const main = await keystoneCustomerOf(t);
    const cases: [unknown, string, string][] = [
      [{ reasons: [] }, 'reasons', SUSPENSION_MESSAGES.reasonRequired],
      [
        { reasons: ['customer_license_expired', 'other'], memo: 'x' },
        'reasons',
        SUSPENSION_MESSAGES.reasonsExclusive,
      ],
      [{ reasons: ['other'], memo: '' }, 'memo', SUSPENSION_MESSAGES.memoRequired],
      [{ reasons: ['customer_license_expired'], memo: 'x' }, 'memo', SUSPENSION_MESSAGES.memoNotAllowed],
      // Where the schema gives no words of its own, the plain ones (issue 21), not zod's defaults.
      [{}, 'reasons', 'is required'],
      [{ reasons: ['bogus'] }, 'reasons.0', 'must be one of: customer_license_expired, other'],
      [{ reasons: ['other'], memo: 'x'.repeat(2001) }, 'memo', 'must be at most 2000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const response = await requestSuspension(t, supplier, main.id, body);
      const problem = (await response.json()) as Problem;
      expect(response.status).toBe(400);
      expect(problem.errors?.[field]).toContain(message);
    }
    expect(await requestCount()).toBe(0);
  });

  it('sends one pending request, refuses a second, and cancels it while pending', async () => {
    const main = await keystoneCustomerOf(t);
    const sent = await requestSuspension(t, supplier, main.id, {
      reasons: ['other'],
      memo: 'Returned checks',
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { message: string }).message).toBe(SUSPENSION_MESSAGES.sent);
    const again = await requestSuspension(t, supplier, main.id, { reasons: ['customer_license_expired'] });
    expect(again.status).toBe(409);
    const cancel = await t.call('PATCH', `/api/v1/customers/suspend_requests/${main.id}/cancel`, {
      as: supplier,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(await pendingRequestId(t, main.id)).toBeNull();
    const cancelAgain = await t.call('PATCH', `/api/v1/customers/suspend_requests/${main.id}/cancel`, {
      as: supplier,
      body: {},
    });
    expect(cancelAgain.status).toBe(409);
  });

  it('answers 404 for another supplier’s customer and writes nothing', async () => {
    const main = await keystoneCustomerOf(t);
    const response = await requestSuspension(t, supplier2, main.id, {
      reasons: ['customer_license_expired'],
    });
    expect(response.status).toBe(404);
    expect(await requestCount()).toBe(0);
  });
});

describe('approved suspension', () => {
  it('the suspended customer cannot check out from that supplier and sees why', async () => {
    const main = await keystoneCustomerOf(t);
    await requestSuspension(t, supplier, main.id, { reasons: ['other'], memo: 'Returned checks' });
    const requestId = (await pendingRequestId(t, main.id))!;
    const approved = await decide(requestId, 'approve');
    expect(approved.status).toBe(200);
    expect((await keystoneCustomerOf(t)).status).toBe('suspended');

    const { listing } = await createListing(t, { priceCents: 5_000 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const why = CHECKOUT_MESSAGES.suspended('Keystone Wholesale Drug', 'Other — Returned checks');
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    const problem = (await response.json()) as Problem;
    expect(response.status).toBe(422);
    expect(problem.message).toBe(why);
    const summary = (await (
      await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy })
    ).json()) as {
      approved: boolean;
      approval_message: string | null;
    };
    expect(summary).toMatchObject({ approved: false, approval_message: why });
    // Another supplier still sells to the pharmacy.
    expect((await keystoneCustomerOf(t, PHARMACY.id, SUPPLIER2_ID)).status).toBe('approved');
  });

  it('deciding a request twice is refused with nothing changed', async () => {
    const main = await keystoneCustomerOf(t);
    await requestSuspension(t, supplier, main.id, { reasons: ['customer_license_expired'] });
    const requestId = (await pendingRequestId(t, main.id))!;
    expect((await decide(requestId, 'decline')).status).toBe(200);
    expect((await decide(requestId, 'approve')).status).toBe(409);
    expect((await keystoneCustomerOf(t)).status).toBe('approved');
    const [row] = await t.db
      .select()
      .from(customerControlRequests)
      .where(eq(customerControlRequests.id, requestId));
    expect(row!.status).toBe('declined');
  });

  it('only support decides, and a supplier cannot see the queue', async () => {
    const main = await keystoneCustomerOf(t);
    await requestSuspension(t, supplier, main.id, { reasons: ['customer_license_expired'] });
    const requestId = (await pendingRequestId(t, main.id))!;
    const bySupplier = await t.call(
      'POST',
      `/api/v1/support/customer_control_requests/${requestId}/approve`,
      {
        as: supplier,
        body: {},
      },
    );
    expect(bySupplier.status).toBe(403);
    const queue = (await (
      await t.call('GET', '/api/v1/support/customer_control_requests', { as: support })
    ).json()) as { data: { id: string; customer_name: string; supplier_name: string }[] };
    expect(queue.data).toContainEqual(
      expect.objectContaining({
        id: requestId,
        customer_name: PHARMACY.name,
        supplier_name: 'Keystone Wholesale Drug',
      }),
    );
  });
});

describe('disable controls', () => {
  it('approved, checkout refuses scheduled lines for that customer; cancellable while pending', async () => {
    const main = await keystoneCustomerOf(t);
    const path = `/api/v1/customers/${main.id}/disable_controls`;
    expect((await t.call('POST', path, { as: supplier, body: {} })).status).toBe(200);
    expect((await t.call('PUT', `${path}/cancel`, { as: supplier, body: {} })).status).toBe(200);
    expect(await pendingRequestId(t, main.id)).toBeNull();
    expect((await t.call('POST', path, { as: supplier, body: {} })).status).toBe(200);
    expect((await decide((await pendingRequestId(t, main.id))!, 'approve')).status).toBe(200);

    const name = `Scheduled ${crypto.randomUUID().slice(0, 6)}`;
    const { listing, product } = await createListing(t, { priceCents: 5_000, deaSchedule: 'CIV', name });
    await addToCart(t, PHARMACY.id, listing, 3);
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    const problem = (await response.json()) as Problem;
    expect(response.status).toBe(422);
    expect(problem.message).toBe(
      CHECKOUT_MESSAGES.controlsDisabled('Keystone Wholesale Drug', `${product.name} ${product.strength}`),
    );
    await clearCart(t, PHARMACY.id);
    const plain = await createListing(t, { priceCents: 5_000 });
    await addToCart(t, PHARMACY.id, plain.listing, 3);
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody())).status).toBe(201);
  });
});
