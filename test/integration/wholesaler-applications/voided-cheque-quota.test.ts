/**
 * A refused voided cheque is discarded like every other refused upload (issue 22, "uploads
 * without limits"): deleted and taken off the account's upload quota, not only deleted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFileUsage, wholesalerApplications } from '../../../db/schema/index.ts';
import type { TestContext } from '../../harness/app.ts';
import {
  apply,
  call,
  DETAILS,
  newApplicant,
  openApplicationsContext,
  uploadCheque,
} from './wholesaler-applications-fixtures.ts';

let t: TestContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, close } = await openApplicationsContext('voided-cheque-quota'));
});
afterAll(() => close());

describe('POST /pharmacy/wholesalers/applications/{id}/voided_cheque refused', () => {
  it('keeps no file and counts none in the account’s quota when the agreement is not signed yet', async () => {
    const applicant = await newApplicant(t, 'Early Cheque');
    const app = (await apply(t, applicant.as)).body.applications[0]!;
    await call(t, 'POST', `/pharmacy/wholesalers/applications/${app.id}/details`, applicant.as, DETAILS);
    expect((await uploadCheque(t, applicant.as, app.id)).status).toBe(409);
    const [row] = await t.db
      .select()
      .from(wholesalerApplications)
      .where(eq(wholesalerApplications.id, app.id));
    expect(row!.chequeKey).toBeNull();
    const [usage] = await t.db
      .select()
      .from(accountFileUsage)
      .where(eq(accountFileUsage.accountId, applicant.id));
    expect({ files: usage?.files ?? 0, bytes: usage?.bytes ?? 0 }).toEqual({ files: 0, bytes: 0 });
  });
});
