/**
 * The signup funnel (`POST /track_signup`, `POST /userleads`): each call is a row, and the answer
 * says how many wholesalers are licensed in the state the visitor named and whether the
 * marketplace serves it (it does when at least one active wholesaler is licensed there).
 */
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, signupEvents, supplierLicensedStates } from '../../db/schema/index.ts';

export type FunnelEvent = {
  source: 'track_signup' | 'userleads';
  userType: string;
  key: string;
  val: string;
};
export type StateService = { wholesalersCount: number; stateUnavailable: boolean };

/** How many active wholesalers are licensed in the state; none means the state is unavailable. */
export async function stateService(db: Database, stateId: number): Promise<StateService> {
  const [row] = await db
    .select({ n: countDistinct(supplierLicensedStates.supplierAccountId) })
    .from(supplierLicensedStates)
    .innerJoin(accounts, eq(accounts.id, supplierLicensedStates.supplierAccountId))
    .where(and(eq(supplierLicensedStates.stateId, stateId), eq(accounts.status, 'active')));
  const wholesalersCount = Number(row?.n ?? 0);
  return { wholesalersCount, stateUnavailable: wholesalersCount === 0 };
}

/** Records one funnel call; answers the state's service when the call names a state (key state_id). */
export async function recordFunnelEvent(db: Database, event: FunnelEvent): Promise<StateService | null> {
  await db.insert(signupEvents).values(event);
  const stateId = event.key === 'state_id' ? Number(event.val) : NaN;
  return Number.isInteger(stateId) && stateId > 0 ? stateService(db, stateId) : null;
}
