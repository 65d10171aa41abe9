/**
 * Placement's half of "checkout for a location offers the payment methods linked to it" (issue
 * 23): the card or bank account an order pays with must be one checkout offers for its ship-to
 * location (`offeredForLocation`), so a method linked to another store is refused, not just hidden.
 */
import { listOwnBankAccounts, listOwnCards, type Reader } from '../../db/queries/checkout.ts';
import { DomainError } from '../../domain/errors.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-messages.ts';
import { offeredForLocation } from '../../domain/locations/location-payment-methods.ts';

/** Refuses (422) a card or bank account not offered for the ship-to location. */
export async function assertMethodForLocation(
  db: Reader,
  input: { accountId: string; shipLocationId: string; cardId: string | null; bankAccountId: string | null },
): Promise<void> {
  const { accountId, shipLocationId, cardId, bankAccountId } = input;
  const [cards, banks] = await Promise.all([
    cardId ? listOwnCards(db, accountId) : [],
    bankAccountId ? listOwnBankAccounts(db, accountId) : [],
  ]);
  const offered = (list: readonly { id: string; locationId: string | null }[], id: string | null) =>
    id === null || offeredForLocation(list, shipLocationId).some((m) => m.id === id);
  if (!offered(cards, cardId) || !offered(banks, bankAccountId))
    throw new DomainError('PAYMENT_METHOD_NOT_ALLOWED', LOCATION_MESSAGES.methodNotForLocation);
}
