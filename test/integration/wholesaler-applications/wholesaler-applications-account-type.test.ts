/**
 * The account type a pharmacy applied for is the account it gets (issue 22, Trust round 3: the
 * approval wrote credit and net days and dropped the type, so a cash-on-delivery applicant could
 * buy on terms). Approved as cash on delivery, the pharmacy's order on terms (pay offline) is
 * refused at checkout with a message naming its account type, and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, orders } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { addToCart, createListing, offlineBody, place, type Problem } from '../checkout/checkout-helpers.ts';
import {
  call,
  KEYSTONE_ID,
  openApplicationsContext,
  submittedApplication,
} from './wholesaler-applications-fixtures.ts';

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
    const approved = await call(t, 'PATCH', `/suppliers/customers/applications/${id}/approve`, keystone, {
      credit_allocated: '5,000.00',
      net_days: 30,
    });
    expect(approved.status).toBe(200);

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
