import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supplierVacationTimes } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { checkVacation, type VacationInput } from '../../domain/supplier-settings/vacation-rules.ts';
import { assertNoFieldErrors } from './settings-row.ts';

export type VacationTime = typeof supplierVacationTimes.$inferSelect;

/** Adds a vacation time to the supplier's shipping calendar (checkout shows it; no shipping during it). */
export async function createVacationTime(
  db: Database,
  input: { supplierAccountId: string; vacation: VacationInput },
): Promise<VacationTime> {
  const { vacation, errors } = checkVacation(input.vacation);
  assertNoFieldErrors(errors);
  const [row] = await db
    .insert(supplierVacationTimes)
    .values({ supplierAccountId: input.supplierAccountId, ...vacation })
    .returning();
  return row!;
}

/** Changes one of the supplier's vacation times; another supplier's id is not found (checked in the query). */
export async function updateVacationTime(
  db: Database,
  input: { supplierAccountId: string; id: string; vacation: VacationInput },
): Promise<VacationTime> {
  const { vacation, errors } = checkVacation(input.vacation);
  assertNoFieldErrors(errors);
  const [row] = await db
    .update(supplierVacationTimes)
    .set(vacation)
    .where(
      and(
        eq(supplierVacationTimes.id, input.id),
        eq(supplierVacationTimes.supplierAccountId, input.supplierAccountId),
      ),
    )
    .returning();
  if (!row) throw notFound('Vacation time');
  return row;
}

/** Deletes one of the supplier's vacation times; another supplier's id is not found and nothing is deleted. */
export async function deleteVacationTime(
  db: Database,
  input: { supplierAccountId: string; id: string },
): Promise<void> {
  const deleted = await db
    .delete(supplierVacationTimes)
    .where(
      and(
        eq(supplierVacationTimes.id, input.id),
        eq(supplierVacationTimes.supplierAccountId, input.supplierAccountId),
      ),
    )
    .returning({ id: supplierVacationTimes.id });
  if (deleted.length === 0) throw notFound('Vacation time');
}
