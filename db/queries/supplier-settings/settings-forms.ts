/** Reads of the supplier settings pages beyond what checkout reads (loadCheckoutSettings). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { states, supplierVacationTimes } from '../../schema/index.ts';

/** US states and territories for the card-acceptance table, by name. */
export async function listStates(db: Database): Promise<{ code: string; name: string }[]> {
  return db.select({ code: states.code, name: states.name }).from(states).orderBy(asc(states.name));
}

/** The supplier's vacation times, earliest first; only the caller's own (the query is scoped). */
export async function listVacationTimes(db: Database, supplierAccountId: string) {
  return db
    .select()
    .from(supplierVacationTimes)
    .where(eq(supplierVacationTimes.supplierAccountId, supplierAccountId))
    .orderBy(asc(supplierVacationTimes.startDate), asc(supplierVacationTimes.name));
}
