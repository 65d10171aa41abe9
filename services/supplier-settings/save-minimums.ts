import type { Database } from '../../db/client.ts';
import { supplierSettings } from '../../db/schema/index.ts';
import { validateMinimumSettings } from '../../domain/checkout/order-minimums.ts';
import { assertNoFieldErrors } from './settings-row.ts';

export type MinimumsInput = {
  minimumOrderTotalCents: number;
  brandsMinimumOrderTotalCents: number;
  brandsMinimumMandatory: boolean;
  genericsMinimumOrderTotalCents: number;
  genericsMinimumMandatory: boolean;
};

/**
 * Saves a supplier's order minimums (supplier-side §3 Supplier minimums, §5: the total at least the
 * brand plus generic minimums). One upsert: it all lands or nothing does.
 */
export async function saveMinimums(
  db: Database,
  input: { supplierAccountId: string; minimums: MinimumsInput; now: Date },
): Promise<void> {
  assertNoFieldErrors(validateMinimumSettings(input.minimums));
  const values = { ...input.minimums, updatedAt: input.now };
  await db
    .insert(supplierSettings)
    .values({ supplierAccountId: input.supplierAccountId, ...values })
    .onConflictDoUpdate({ target: supplierSettings.supplierAccountId, set: values });
}
