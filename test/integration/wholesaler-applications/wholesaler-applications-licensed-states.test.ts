/**
 * Wholesalers licensed in the pharmacy's state (issue 12 "finds wholesalers licensed in its
 * state"): the wholesalers page lists those licensed where the pharmacy has a location (and any it
 * buys from or applied to), and applying to one licensed elsewhere is refused with nothing written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, states, wholesalerApplications } from '../../../db/schema/index.ts';
import type { TestContext } from '../../harness/app.ts';
import {
  apply,
  call,
  KEYSTONE_ID,
  newApplicant,
  openApplicationsContext,
} from './wholesaler-applications-fixtures.ts';

let t: TestContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await openApplicationsContext('wholesaler-licensed-states'));
});
afterAll(() => close());

describe('wholesalers licensed in the pharmacy’s state', () => {
  it('lists only the wholesalers licensed in the pharmacy’s state, and refuses applying to another', async () => {
    const applicant = await newApplicant(t, 'Oregon Applicant');
    const [oregon] = await t.db.select({ id: states.id }).from(states).where(eq(states.code, 'OR'));
    await t.db.update(locations).set({ stateId: oregon!.id }).where(eq(locations.accountId, applicant.id));
    const listed = await call<{ data: { id: string; customer_status: string | null }[] }>(
      t,
      'GET',
      '/pharmacy/wholesalers/applications',
      applicant.as,
    );
    // Keystone is licensed in none of Oregon's: absent; Bluegrass stays, as the pharmacy buys from it.
    expect(listed.body.data.map((w) => w.id)).not.toContain(KEYSTONE_ID);
    expect(listed.body.data.every((w) => w.customer_status !== null)).toBe(true);
    const refused = await apply(t, applicant.as);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'This wholesaler is not licensed to ship to your state.' });
    expect(
      await t.db
        .select()
        .from(wholesalerApplications)
        .where(eq(wholesalerApplications.pharmacyAccountId, applicant.id)),
    ).toEqual([]);
  });
});
