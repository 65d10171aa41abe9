import type { Database } from '../../db/client.ts';
import { supplierSettings } from '../../db/schema/index.ts';
import { normalizePreferences, preferenceErrors } from '../../domain/supplier-settings/preferences.ts';
import { assertNoFieldErrors } from './settings-row.ts';

export type PreferencesInput = {
  payByStatement: boolean;
  invoicesDueOnLastDay: boolean;
  invoicesDueDay: number | null | undefined;
  sendLicenseUpdatesNotifsToBuyers: boolean;
};

/**
 * Saves a supplier's preferences (supplier-side §3 Supplier preference; §5 the due day is required
 * unless due on the last day, which clears it). One upsert: all of it lands or nothing does.
 */
export async function savePreferences(
  db: Database,
  input: { supplierAccountId: string; preferences: PreferencesInput; now: Date },
): Promise<void> {
  assertNoFieldErrors(preferenceErrors(input.preferences));
  const values = { ...normalizePreferences(input.preferences), updatedAt: input.now };
  await db
    .insert(supplierSettings)
    .values({ supplierAccountId: input.supplierAccountId, ...values })
    .onConflictDoUpdate({ target: supplierSettings.supplierAccountId, set: values });
}
