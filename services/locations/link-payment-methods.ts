/**
 * Links saved bank accounts and cards to a location (issue 23: "a location lists its linked
 * bank_account_ids and credit_card_ids"; checkout for it offers them). The lists replace the
 * location's links. A method belongs to an account, so only the location's own account's methods
 * link to it; any other id is refused on its field (422), nothing written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts, paymentCards } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { LocationPaymentMethods } from '../../domain/locations/location-schemas.ts';
import { lockLocationForCaller } from './location-scope.ts';

const UNKNOWN = 'Please choose payment methods of this location’s account';

/** Replaces the location's linked methods with these. */
export async function linkPaymentMethods(
  db: Database,
  input: { caller: Caller; locationId: string; methods: LocationPaymentMethods },
): Promise<void> {
  const banks = [...new Set(input.methods.bank_account_ids)];
  const cards = [...new Set(input.methods.credit_card_ids)];
  await db.transaction(async (tx) => {
    const location = await lockLocationForCaller(tx, input.caller, input.locationId);
    const owned = (await Promise.all([
      banks.length === 0
        ? []
        : tx
            .select({ id: bankAccounts.id })
            .from(bankAccounts)
            .where(and(inArray(bankAccounts.id, banks), eq(bankAccounts.accountId, location.accountId))),
      cards.length === 0
        ? []
        : tx
            .select({ id: paymentCards.id })
            .from(paymentCards)
            .where(and(inArray(paymentCards.id, cards), eq(paymentCards.accountId, location.accountId))),
    ])) as [{ id: string }[], { id: string }[]];
    const fields: Record<string, string[]> = {};
    if (owned[0].length !== banks.length) fields.bank_account_ids = [UNKNOWN];
    if (owned[1].length !== cards.length) fields.credit_card_ids = [UNKNOWN];
    if (Object.keys(fields).length > 0) throw new DomainError('REQUEST_INVALID', UNKNOWN, { fields });
    await tx.update(bankAccounts).set({ locationId: null }).where(eq(bankAccounts.locationId, location.id));
    await tx.update(paymentCards).set({ locationId: null }).where(eq(paymentCards.locationId, location.id));
    if (banks.length > 0)
      await tx.update(bankAccounts).set({ locationId: location.id }).where(inArray(bankAccounts.id, banks));
    if (cards.length > 0)
      await tx.update(paymentCards).set({ locationId: location.id }).where(inArray(paymentCards.id, cards));
  });
}
