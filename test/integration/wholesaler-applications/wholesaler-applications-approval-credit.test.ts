/**
 * The wholesaler's approval reads its credit with the shared dollars rule (issue 21: it took any
 * text): what is not an amount, or zero, is refused on `credit_allocated` and the application
 * stays submitted; an amount approves it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholesalerApplications } from '../../../db/schema/index.ts';
import { APPLICATION_MESSAGES } from '../../../domain/wholesaler-applications/applications.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { call, openApplicationsContext, submittedApplication } from './wholesaler-applications-fixtures.ts';

let t: TestContext;
let keystone: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, keystone, close } = await openApplicationsContext('wholesaler-approval-credit'));
});
afterAll(() => close());

const approve = (id: string, credit: string) =>
  call(t, 'PATCH', `/suppliers/customers/applications/${id}/approve`, keystone, {
    credit_allocated: credit,
    net_days: 30,
  });

describe('approving an application with its credit line', () => {
  it('refuses "$-50-50", "$0 on net 30" and "0" on credit_allocated, leaving it submitted, then approves $7,500.00', async () => {
    const { id } = await submittedApplication(t, 'Credit Check Applicant');
    for (const [credit, message] of [
      ['$-50-50', APPLICATION_MESSAGES.creditFormat],
      ['$0 on net 30', APPLICATION_MESSAGES.creditFormat],
      ['0', APPLICATION_MESSAGES.creditZero],
    ] as const) {
      const refused = await approve(id, credit);
      expect(refused.status).toBe(422);
      expect((refused.body as { errors: Record<string, string[]> }).errors.credit_allocated).toEqual([
        message,
      ]);
    }
    const [row] = await t.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id));
    expect(row!.status).toBe('submitted');
    expect((await approve(id, '7,500.00')).status).toBe(200);
  });
});
