/** What every settings write shares: the transaction type, the row lock and the field-error failure. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supplierSettings } from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Creates the supplier's settings row when it never saved any, then locks it: concurrent saves of
 * one supplier's settings run one after the other, so each writes a whole, validated state.
 */
export async function lockSettingsRow(tx: Tx, supplierAccountId: string) {
  await tx.insert(supplierSettings).values({ supplierAccountId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(supplierSettings)
    .where(eq(supplierSettings.supplierAccountId, supplierAccountId))
    .for('update');
  return row!;
}

/** Throws 422 naming every offending field (the first message is the toast) when there are errors. */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const first = Object.values(errors).find((messages) => messages.length > 0);
  if (first) throw new DomainError('SUPPLIER_SETTINGS_INVALID', first[0]!, { fields: errors });
}

/** Adds the errors of `more` to `errors`, field by field. */
export function mergeFieldErrors(errors: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(more)) {
    const list = (errors[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return errors;
}
