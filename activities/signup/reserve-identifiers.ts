/**
 * Approval reserves an application's identifiers (issue 22): its user's email, its tax id and its
 * licences become rows of the partial unique indexes. The database decides a race: when an approved
 * account holds one of them, the index refuses the update and the approval is refused with the field.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pharmacyLicences, pharmacyProfiles, users } from '../../db/schema/index.ts';
import { identifierTakenAtApproval, type IdentifierField } from '../../domain/signup/identifiers.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The partial unique indexes of db/schema and the field each holds. */
const INDEX_FIELDS: Record<string, IdentifierField> = {
  users_email_lower_idx: 'email',
  pharmacy_profiles_federal_tax_id_unique: 'federal_tax_id',
};

/** The unique index a failed statement broke, or null. */
function brokenUniqueIndex(error: unknown): { name: string; detail: string } | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as { code?: unknown; constraint_name?: unknown; detail?: unknown };
    if (pg.code === '23505' && typeof pg.constraint_name === 'string')
      return { name: pg.constraint_name, detail: typeof pg.detail === 'string' ? pg.detail : '' };
  }
  return null;
}

/** Which field a broken licence index names: the DEA key has no state (coalesced to 0). */
function fieldOf(broken: { name: string; detail: string }): IdentifierField | undefined {
  if (broken.name === 'pharmacy_licences_number_key')
    return broken.detail.includes('(dea,') ? 'dea_number' : 'state_licence';
  return INDEX_FIELDS[broken.name];
}

/** Reserves the account's identifiers inside the approval's transaction; throws the refusal when taken. */
export async function reserveIdentifiers(tx: Tx, accountId: string): Promise<void> {
  try {
    await tx.update(users).set({ reserved: true }).where(eq(users.accountId, accountId));
    await tx
      .update(pharmacyProfiles)
      .set({ reserved: true })
      .where(eq(pharmacyProfiles.accountId, accountId));
    await tx
      .update(pharmacyLicences)
      .set({ reserved: true })
      .where(eq(pharmacyLicences.accountId, accountId));
  } catch (error) {
    const broken = brokenUniqueIndex(error);
    const field = broken ? fieldOf(broken) : undefined;
    if (field) throw identifierTakenAtApproval(field);
    throw error;
  }
}
