/**
 * The states the demo wholesalers are licensed to ship to (issue 12): what "the marketplace serves
 * a state" reads at signup (`state_unavailable`, `wholesalers_count`).
 */
import type { Database } from '../client.ts';
import { states, supplierLicensedStates } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const LICENSED: Record<string, string[]> = {
  'Keystone Wholesale Drug': ['TX', 'NY', 'PA', 'NJ', 'FL', 'OH', 'CA', 'IL', 'GA', 'NC', 'VA', 'MA'],
  'Bluegrass Pharma Supply': ['KY', 'TN', 'OH', 'TX', 'IN', 'WV'],
};

/** Seeds the demo wholesalers' licensed states (idempotent); answers how many rows were added. */
export async function seedLicensedStates(db: Database): Promise<number> {
  const stateRows = await db.select({ id: states.id, code: states.code }).from(states);
  const stateId = new Map(stateRows.map((s) => [s.code, s.id]));
  const rows = DEMO_ACCOUNTS.filter((a) => LICENSED[a.name]).flatMap((a) =>
    LICENSED[a.name]!.map((code) => ({ supplierAccountId: a.id, stateId: stateId.get(code)! })),
  );
  const added = await db.insert(supplierLicensedStates).values(rows).onConflictDoNothing().returning();
  return added.length;
}
