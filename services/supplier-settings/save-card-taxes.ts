import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { states, supplierCardFeeStates, supplierSettings } from '../../db/schema/index.ts';
import { CARD_FEE_MESSAGES, type CardAcceptance } from '../../domain/checkout/card-fee.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import {
  cardStateRowsOf,
  cardTaxInputOf,
  exclusiveCardTax,
  validateCardTax,
  type CardTaxInput,
} from '../../domain/supplier-settings/card-tax-rules.ts';
import { assertNoFieldErrors, lockSettingsRow, mergeFieldErrors, type Tx } from './settings-row.ts';

type Target = { supplierAccountId: string; now: Date };

/**
 * Saves every card-processing tax setting and the ACH discount at once (PUT
 * /suppliers/cc_payment_processing_taxes/taxes_all_states): the modes, the global or per-state
 * rates (greater than zero), the accepted states. One transaction; nothing changes on any error.
 */
export async function saveCardTaxes(db: Database, input: Target & { tax: CardTaxInput }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSettingsRow(tx, input.supplierAccountId);
    await writeCardTax(tx, input, input.tax);
  });
}

/**
 * Changes only where cards are accepted (PATCH /suppliers/settings/payments/cc_payment_states),
 * checked together with the stored rates: by state with individual rates needs a rate per state.
 */
export async function saveCardStates(
  db: Database,
  input: Target & { acceptCards: CardAcceptance; acceptedStates: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockSettingsRow(tx, input.supplierAccountId);
    const stored = cardTaxInputOf(row, await loadCardStateRows(tx, input.supplierAccountId));
    const card = { ...stored.card, acceptCards: input.acceptCards, acceptedStates: input.acceptedStates };
    await writeCardTax(tx, input, { ...stored, card });
  });
}

/** The supplier's per-state rows by state code. */
export async function loadCardStateRows(tx: Tx | Database, supplierAccountId: string) {
  return tx
    .select({
      stateCode: states.code,
      accepted: supplierCardFeeStates.accepted,
      feeBp: supplierCardFeeStates.feeBp,
    })
    .from(supplierCardFeeStates)
    .innerJoin(states, eq(states.id, supplierCardFeeStates.stateId))
    .where(eq(supplierCardFeeStates.supplierAccountId, supplierAccountId));
}

async function writeCardTax(tx: Tx, target: Target, raw: CardTaxInput): Promise<void> {
  const tax = exclusiveCardTax(raw);
  const errors = validateCardTax(tax);
  const rows = cardStateRowsOf(tax.card);
  const stateIds = await stateIdsByCode(
    tx,
    rows.map((r) => r.stateCode),
  );
  assertNoFieldErrors(mergeFieldErrors(errors, unknownStateErrors(tax, stateIds)));
  await tx
    .update(supplierSettings)
    .set({
      cardAcceptance: tax.card.acceptCards,
      cardFeeMode: tax.card.mode,
      globalCardFeeBp: tax.card.globalTaxBp,
      achDiscountBp: tax.achDiscountBp,
      updatedAt: target.now,
    })
    .where(eq(supplierSettings.supplierAccountId, target.supplierAccountId));
  await tx
    .delete(supplierCardFeeStates)
    .where(eq(supplierCardFeeStates.supplierAccountId, target.supplierAccountId));
  if (rows.length === 0) return;
  await tx.insert(supplierCardFeeStates).values(
    rows.map((r) => ({
      supplierAccountId: target.supplierAccountId,
      stateId: stateIds.get(r.stateCode)!,
      accepted: r.accepted,
      feeBp: r.feeBp,
    })),
  );
}

async function stateIdsByCode(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const found = await tx
    .select({ id: states.id, code: states.code })
    .from(states)
    .where(inArray(states.code, codes));
  return new Map(found.map((s) => [s.code, s.id]));
}

/** A well-formed code that is not a US state or territory of ours names its field. */
function unknownStateErrors(tax: CardTaxInput, known: Map<string, number>): FieldErrors {
  const errors: FieldErrors = {};
  if (tax.card.acceptedStates.some((code) => !known.has(code)))
    errors.accepted_states = [CARD_FEE_MESSAGES.stateInvalid];
  for (const code of Object.keys(tax.card.stateTaxBp)) {
    if (!known.has(code)) errors[`individual_tax.${code}`] = [CARD_FEE_MESSAGES.stateInvalid];
  }
  return errors;
}
