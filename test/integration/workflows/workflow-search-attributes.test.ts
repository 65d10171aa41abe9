/**
 * Support finds an account's workflows (issue 22, "Temporal for operators"): every start through
 * platform/temporal/ sets AppProcess, AppSubjectId and AppAccountIds, and
 * `GET /api/v1/support/workflows?account=` (what `pharmacy workflows list --account` calls) lists
 * the workflows that concern the account, and no other account's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ACCOUNT_IDS,
  APP_PROCESS,
  APP_SUBJECT_ID,
} from '../../../platform/temporal/search-attributes.ts';
import { customerRequestWorkflowId } from '../../../workflows/customer-requests/messages.ts';
import { orderWorkflowId } from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { openFulfilmentContext, placeAndStart } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let support: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy, close } = await openFulfilmentContext('search-attributes'));
  support = await t.login('support@example.com');
});
afterAll(() => close());

type Page = { data: { workflow_id: string }[] };

/** The workflow ids support lists for an account (visibility is eventually consistent: polled). */
async function listedFor(accountId: string, query = '') {
  const response = await t.call(
    'GET',
    `/api/v1/support/workflows?account=${accountId}&page_size=200${query ? `&query=${encodeURIComponent(query)}` : ''}`,
    { as: support },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as Page).data.map((w) => w.workflow_id);
}

describe('workflows by account', () => {
  it('starts an order with its process, its id and both accounts, and lists it for each account only', async () => {
    const { order } = await placeAndStart(t);
    const id = orderWorkflowId(order.id);
    const described = await t.temporal.client.workflow.getHandle(id).describe();
    expect(described.typedSearchAttributes.get(APP_PROCESS)).toBe('order');
    expect(described.typedSearchAttributes.get(APP_SUBJECT_ID)).toBe(order.id);
    expect(described.typedSearchAttributes.get(APP_ACCOUNT_IDS)?.sort()).toEqual(
      [order.pharmacyAccountId, order.supplierAccountId].sort(),
    );

    await expect.poll(() => listedFor(order.pharmacyAccountId), { timeout: 15_000 }).toContain(id);
    expect(await listedFor(order.supplierAccountId)).toContain(id);
    expect(await listedFor(SUPPLIER2_ID)).not.toContain(id);
    // With a query too, both must hold.
    expect(await listedFor(order.pharmacyAccountId, "AppProcess = 'order'")).toContain(id);
    expect(await listedFor(order.pharmacyAccountId, "AppProcess = 'audit'")).not.toContain(id);
  });

  it('lists a customer request the pharmacy sent, started by the API route', async () => {
    const sent = await t.call('POST', `/api/v1/wholesalers/${SUPPLIER_ID}/customer_requests`, {
      as: pharmacy,
      body: { kind: 'eom_change', net_days: 45 },
    });
    expect(sent.status).toBe(201);
    const { request } = (await sent.json()) as { request: { id: string; pharmacy: { id: string } } };
    const id = customerRequestWorkflowId(request.id);
    await expect.poll(() => listedFor(request.pharmacy.id), { timeout: 15_000 }).toContain(id);
    const described = await t.temporal.client.workflow.getHandle(id).describe();
    expect(described.typedSearchAttributes.get(APP_PROCESS)).toBe('customer-request');
  });

  it('refuses an account that is not an id, naming the field', async () => {
    const response = await t.call('GET', '/api/v1/support/workflows?account=keystone', { as: support });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('account');
  });
});
