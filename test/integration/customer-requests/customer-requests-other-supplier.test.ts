/**
 * An approved customer request changes the terms the pharmacy holds with the request's supplier
 * only (issue 21: the suite had one supplier, so a write keyed on the pharmacy alone passed). The
 * demo pharmacy also buys from the second supplier on terms of its own, which must not move.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supplierCustomers } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  keystoneTerms,
  openRequestsContext,
  PHARMACY,
  requestsClient,
  resetTerms,
  SUPPLIER2_ID,
  type AnswerJson,
} from './customer-requests-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let api: ReturnType<typeof requestsClient>;

/** The second supplier's own terms for the pharmacy, unlike anything a request asks. */
const SECOND_TERMS = {
  creditAllocatedCents: 1_234_500,
  netDays: 10,
  invoicesDueOnLastDay: false,
  invoicesDueDay: 5,
};

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openRequestsContext('customer-requests-other-supplier'));
  api = requestsClient(t);
});
afterAll(() => close());
beforeEach(async () => {
  await resetTerms(t);
  await t.db
    .update(supplierCustomers)
    .set(SECOND_TERMS)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER2_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
});

async function secondSupplierRow() {
  const rows = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER2_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function askAndApprove(body: unknown, path: string, decision: unknown) {
  const asked = await api.ask(pharmacy, body);
  expect(asked.status).toBe(201);
  const { request } = (await asked.json()) as AnswerJson;
  const approved = await api.decide(supplier, path, request.id, 'approve', decision);
  expect(approved.status).toBe(200);
}

describe('an approved customer request and the pharmacy’s other supplier', () => {
  it('writes an approved credit increase to the request’s supplier only; the second supplier’s terms stay (issue 21)', async () => {
    const before = await secondSupplierRow();
    expect(before).toMatchObject(SECOND_TERMS);
    await askAndApprove(
      {
        kind: 'credit_increase',
        credit_increase: true,
        credit_allocated: '40000.00',
        terms_increase: true,
        net_days: 45,
      },
      'credit_increase',
      {},
    );
    expect(await keystoneTerms(t)).toMatchObject({ creditAllocatedCents: 4_000_000, netDays: 45 });
    expect(await secondSupplierRow()).toEqual(before);
  });

  it('writes an approved account-type change (credit, net terms, due day) to the request’s supplier only (issue 21)', async () => {
    const before = await secondSupplierRow();
    await askAndApprove(
      {
        kind: 'payment_account_change',
        credit_allocated: '5000',
        net_days: 15,
        invoices_due_on_last_day: true,
      },
      'payment_account_change',
      { credit_allocated: '8000.00', net_days: 20, invoices_due_on_last_day: true },
    );
    expect(await keystoneTerms(t)).toMatchObject({
      creditAllocatedCents: 800_000,
      netDays: 20,
      invoicesDueOnLastDay: true,
      invoicesDueDay: null,
    });
    expect(await secondSupplierRow()).toEqual(before);
  });
});
