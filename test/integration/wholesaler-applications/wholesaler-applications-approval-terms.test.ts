/**
 * Where an approval's terms land (issue 21: the suite only approved pharmacies with no customer
 * row yet, and one supplier). An applicant Keystone once held as a customer (a declined row with
 * other credit and terms) gets that same row updated, not left stale nor doubled; the applicant's
 * row with its other wholesaler (Bluegrass, on terms of its own) does not move.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierCustomers } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
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
  ({ t, keystone, close } = await openApplicationsContext('wholesaler-approval-terms'));
});
afterAll(() => close());

const rowsOf = (pharmacyId: string, supplierId: string) =>
  t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, pharmacyId),
        eq(supplierCustomers.supplierAccountId, supplierId),
      ),
    );

describe('approving an application for a pharmacy that already has customer rows', () => {
  it('updates Keystone’s existing customer row with the approved credit and net terms, one row, and leaves the Bluegrass row as it was (issue 21)', async () => {
    const { applicant, id } = await submittedApplication(t, 'Returning Applicant');
    // Keystone declined this pharmacy once, on other terms; Bluegrass buys from it on its own.
    const [earlier] = await t.db
      .insert(supplierCustomers)
      .values({
        supplierAccountId: KEYSTONE_ID,
        pharmacyAccountId: applicant.id,
        status: 'declined',
        creditAllocatedCents: 100_000,
        netDays: 15,
      })
      .returning();
    await t.db
      .update(supplierCustomers)
      .set({ creditAllocatedCents: 900_000, netDays: 60 })
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, applicant.id),
          eq(supplierCustomers.supplierAccountId, SUPPLIER2_ID),
        ),
      );
    const bluegrassBefore = await rowsOf(applicant.id, SUPPLIER2_ID);
    expect(bluegrassBefore).toHaveLength(1);

    const answer = await call(t, 'PATCH', `/suppliers/customers/applications/${id}/approve`, keystone, {
      credit_allocated: '7,500.00',
      net_days: 45,
    });
    expect(answer.status).toBe(200);

    const keystoneRows = await rowsOf(applicant.id, KEYSTONE_ID);
    expect(keystoneRows).toHaveLength(1);
    expect(keystoneRows[0]).toMatchObject({
      id: earlier!.id,
      status: 'approved',
      creditAllocatedCents: 750_000,
      netDays: 45,
    });
    expect(keystoneRows[0]!.approvedAt).not.toBeNull();
    expect(await rowsOf(applicant.id, SUPPLIER2_ID)).toEqual(bluegrassBefore);
  });
});
