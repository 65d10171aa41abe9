/** Saved payment methods as the payment-methods page and checkout read them: never a processor token. */
import { z } from 'zod';
import type { SavedBankAccount, SavedCard } from '../../../db/queries/checkout.ts';

export const SavedCardSchema = z
  .strictObject({
    id: z.uuid(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    holder_name: z.string(),
    location_id: z.uuid().nullable(),
    expired: z.boolean(),
  })
  .meta({ id: 'SavedCard' });

export function serializeCard(c: SavedCard, expired: boolean): z.input<typeof SavedCardSchema> {
  return {
    id: c.id,
    brand: c.brand,
    last4: c.last4,
    exp_month: c.expMonth,
    exp_year: c.expYear,
    holder_name: c.holderName,
    location_id: c.locationId,
    expired,
  };
}

export const BankAccountSchema = z
  .strictObject({
    id: z.uuid(),
    bank_name: z.string(),
    last4: z.string(),
    verified: z.boolean(),
    verify_attempts_left: z.number().int().nullable(),
    account_type: z.enum(['checking', 'savings']).nullable(),
    /** A transfer from it came back: bank transfers from it are refused until support lifts the hold. */
    transfers_held: z.boolean(),
  })
  .meta({ id: 'BankAccount' });

export function serializeBankAccount(
  b: SavedBankAccount,
  maxAttempts: number,
): z.input<typeof BankAccountSchema> {
  return {
    id: b.id,
    bank_name: b.bankName,
    last4: b.last4,
    verified: b.verified,
    verify_attempts_left: b.verified ? null : Math.max(0, maxAttempts - b.verifyAttempts),
    account_type: b.accountType,
    transfers_held: b.transfersHeldAt !== null,
  };
}

export const PaymentMethodsSchema = z
  .strictObject({
    /** The processor behind the card form, named so the sandbox is labelled as such. */
    card_processor: z.string(),
    cards: z.array(SavedCardSchema),
    bank_accounts: z.array(BankAccountSchema),
  })
  .meta({ id: 'PaymentMethods' });
