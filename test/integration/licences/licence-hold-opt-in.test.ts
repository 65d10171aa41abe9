/**
 * A licence hold is told only to the suppliers that asked for licence updates (issue 21: the
 * licence test opted Keystone in and looked at Keystone alone, so a watch that told every supplier
 * of the pharmacy passed). Here the pharmacy buys from both demo suppliers; only Keystone opted in.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLicences } from '../../../activities/licences/watch-licences.ts';
import { notifications, pharmacyLicences, supplierSettings } from '../../../db/schema/index.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';

let t: TestContext;

// The watch runs as a plain activity call here (time as input): no worker is needed.
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function optIn(supplierId: string, on: boolean) {
  const [row] = await t.db
    .update(supplierSettings)
    .set({ sendLicenseUpdatesNotifsToBuyers: on })
    .where(eq(supplierSettings.supplierAccountId, supplierId))
    .returning();
  expect(row, `supplier ${supplierId} has its settings row`).toBeDefined();
}

const heldNoticesOf = (supplierId: string, licenceId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.accountId, supplierId),
        like(notifications.dedupeKey, `licence-held:${licenceId}:%`),
      ),
    );

describe('a licence hold and the pharmacy’s suppliers', () => {
  it('tells the supplier that opted in to licence updates, and not the one that did not, though both count the pharmacy as a customer (issue 21)', async () => {
    await optIn(SUPPLIER_ID, true);
    await optIn(SUPPLIER2_ID, false);
    // Approved by both demo suppliers (the helper's default), its DEA registration expired.
    const own = await createOwnPharmacy(t.db, 'Lapsed Licence Pharmacy');
    const today = new Date().toISOString().slice(0, 10);
    const [licence] = await t.db
      .insert(pharmacyLicences)
      .values({ accountId: own.id, kind: 'dea', number: 'BL7654321', expiresOn: addDays(today, -3) })
      .returning();

    const sent = await watchLicences(t.db, new Date());
    expect(sent.held).toBeGreaterThanOrEqual(1);

    const told = await heldNoticesOf(SUPPLIER_ID, licence!.id);
    expect(told.map((n) => [n.kind, n.title])).toEqual([
      ['customer_licence_expired', 'Lapsed Licence Pharmacy: licence expired'],
    ]);
    expect(await heldNoticesOf(SUPPLIER2_ID, licence!.id)).toEqual([]);
  });
});
