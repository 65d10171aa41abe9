/**
 * The pharmacy's primary connection as stored (db/schema/primaries.ts): read without its password,
 * saved with the password sealed under the newest credential key (platform/credential-cipher.ts).
 * The sealed password is bound to the account it belongs to, so it opens for that account only.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { primaryConnections } from '../../db/schema/index.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import {
  CONNECTION_MESSAGES,
  isDirectory,
  mayReuseStoredPassword,
  passwordContextOf,
  SPENDING_FIELDS,
  targetErrors,
  type ConnectionTarget,
  type SpendingField,
} from '../../domain/primaries/connection-rules.ts';
import { keyringOf, openSecret, sealSecret, type CredentialKeys } from '../../platform/credential-cipher.ts';

export type PrimaryConnectionRow = typeof primaryConnections.$inferSelect;

export type PrimaryConnectionInput = ConnectionTarget & {
  /** Absent: keep the stored password. */
  password?: string | undefined;
  outboundDirectory: string;
  spendingCents: Record<SpendingField, number | null>;
};

/** The account's primary connection, or null when it never saved one. */
export async function loadPrimaryConnection(
  db: Database,
  accountId: string,
): Promise<PrimaryConnectionRow | null> {
  const [row] = await db.select().from(primaryConnections).where(eq(primaryConnections.accountId, accountId));
  return row ?? null;
}

/** The stored password in clear, for the check only (never answered). */
export function storedPassword(keys: CredentialKeys, row: PrimaryConnectionRow): string {
  return openSecret(
    keyringOf(keys),
    { keyId: row.passwordKeyId, ciphertext: row.passwordCiphertext },
    passwordContextOf(row.accountId),
  );
}

/** Throws 422 naming every offending field when there are errors. */
export function assertNoConnectionErrors(errors: FieldErrors): void {
  const first = Object.entries(errors).find(([, messages]) => messages.length > 0);
  if (first)
    throw new DomainError('PRIMARY_CONNECTION_INVALID', `${first[0]}: ${first[1][0]}`, { fields: errors });
}

function saveErrors(input: PrimaryConnectionInput, existing: PrimaryConnectionRow | null): FieldErrors {
  const errors = targetErrors(input);
  if (!isDirectory(input.outboundDirectory)) errors.outbound_directory = [CONNECTION_MESSAGES.directory];
  if (!input.password) {
    const reuse = mayReuseStoredPassword(existing, input.serverAddress);
    if (!reuse)
      errors.password = [
        existing ? CONNECTION_MESSAGES.passwordForNewServer : CONNECTION_MESSAGES.passwordRequired,
      ];
  }
  for (const field of SPENDING_FIELDS)
    if (input.spendingCents[field] === null) errors[field] = [CONNECTION_MESSAGES.spending];
  return errors;
}

/** Saves the account's primary connection in one upsert; a blank password keeps the stored one. */
export async function savePrimaryConnection(
  db: Database,
  keys: CredentialKeys,
  input: { accountId: string; userId: string; connection: PrimaryConnectionInput; now: Date },
): Promise<void> {
  const { connection: c, accountId } = input;
  const existing = await loadPrimaryConnection(db, accountId);
  assertNoConnectionErrors(saveErrors(c, existing));
  const sealed = c.password
    ? sealSecret(keyringOf(keys), c.password, passwordContextOf(accountId))
    : { keyId: existing!.passwordKeyId, ciphertext: existing!.passwordCiphertext };
  const values = {
    serverAddress: c.serverAddress,
    port: c.port,
    connectionType: c.connectionType,
    username: c.username,
    passwordKeyId: sealed.keyId,
    passwordCiphertext: sealed.ciphertext,
    inboundDirectory: c.inboundDirectory,
    outboundDirectory: c.outboundDirectory,
    monthlyRxSpendingCents: c.spendingCents.monthly_rx_spending ?? 0,
    monthlyBrandSpendingCents: c.spendingCents.monthly_brand_spending ?? 0,
    monthlyGenericSpendingCents: c.spendingCents.monthly_generic_spending ?? 0,
    updatedByUserId: input.userId,
    updatedAt: input.now,
  };
  await db
    .insert(primaryConnections)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: primaryConnections.accountId, set: values });
}
