/**
 * The account type a pharmacy applied for is the account it gets (issue 22, Trust round 3: the
 * approval wrote credit and net days and dropped the type, so a cash-on-delivery applicant could
 * buy on terms). Approved as cash on delivery, the pharmacy's order on terms (pay offline) is
 * refused at checkout with a message naming its account type, and nothing is written. Credit and
 * net days are a net-terms account's: a COD or card approval giving them is refused (400 naming
 * each field), and a net-terms one needs them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, orders, supplierCustomers, wholesalerApplications } from '../../../db/schema/index.ts';
import { APPLICATION_MESSAGES } from '../../../domain/wholesaler-applications/applications.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { addToCart, createListing, offlineBody, place, type Problem } from '../checkout/checkout-helpers.ts';
import {
  call,
  KEYSTONE_ID,
  openApplicationsContext,
  submittedApplication,
} from './wholesaler-applications-fixtures.ts';

const approve = (id: string, body: object) =>
  call<{ errors?: Record<string, string[]> }>(
    t,
    'PATCH',
    `/suppliers/customers/applications/${id}/approve`,
    keystone,
    body,
  );

let t: TestContext;
let keystone: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, keystone, close } = await openApplicationsContext('wholesaler-account-type'));
});
afterAll(() => close());

describe('an application approved as cash on delivery', () => {
  it('gives no net terms: an order on terms is refused at checkout with the account-type message', async () => {
    const { applicant, id } = await submittedApplication(t, 'Cash Applicant', undefined, 'cod');
    const approved = await approve(id, {});
    expect(approved.status).toBe(200);
    const [customer] = await t.db
      .select()
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, applicant.id),
          eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
        ),
      );
    expect(customer).toMatchObject({ accountType: 'cod', creditAllocatedCents: 0 });

    const [location] = await t.db.select().from(locations).where(eq(locations.accountId, applicant.id));
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, applicant.id, listing, 3); // $150.00: above Keystone's $100.00 minimum
    const refused = await place(t, applicant.as, KEYSTONE_ID, offlineBody(location!.id));
    const problem = (await refused.json()) as Problem;
    expect(refused.status, problem.message).toBe(422);
    expect(problem.code).toBe('PAYMENT_METHOD_NOT_ALLOWED');
    expect(problem.message).toBe(CHECKOUT_MESSAGES.noTerms('Keystone Wholesale Drug', 'cod'));
    expect(await t.db.select().from(orders).where(eq(orders.pharmacyAccountId, applicant.id))).toEqual([]);
  });
});

describe('credit and net days on approval', () => {
  it('are refused for a card application, naming each field, and nothing is decided', async () => {
    const { id } = await submittedApplication(t, 'Card Applicant', undefined, 'credit_card');
    const refused = await approve(id, { credit_allocated: '5,000.00', net_days: 30 });
    expect(refused.status).toBe(400);
    const message = APPLICATION_MESSAGES.termsNotForType('credit_card');
    expect(refused.body.errors).toEqual({ credit_allocated: [message], net_days: [message] });
    const [row] = await t.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id));
    expect(row).toMatchObject({ status: 'submitted', decidedCreditCents: null });
  });

  it('are required for a net-terms application', async () => {
    const { id } = await submittedApplication(t, 'Terms Applicant');
    const refused = await approve(id, { net_days: 30 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ credit_allocated: [APPLICATION_MESSAGES.termsRequired] });
    expect((await approve(id, { credit_allocated: '5,000.00', net_days: 30 })).status).toBe(200);
  });
});
