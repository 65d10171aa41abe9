/**
 * The signup's uniqueness checks (pharmacy-side §5 "Uniqueness"): an email, a DEA number, a federal
 * tax id or a state licence already held by an account answers the spec's message on that field.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pharmacyLicences, pharmacyProfiles, users } from '../../db/schema/index.ts';
import { accountExistsMessage } from '../../domain/signup/field-rules.ts';

type Reader = Pick<Database, 'select'>;
export type FieldErrors = Record<string, string[]>;

/** Whether a user already logs in with this email (case-insensitive). */
export async function emailTaken(db: Reader, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Whether an account holds this DEA number. */
export async function deaTaken(db: Reader, deaNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyLicences.id })
    .from(pharmacyLicences)
    .where(and(eq(pharmacyLicences.kind, 'dea'), eq(pharmacyLicences.number, deaNumber.trim().toUpperCase())))
    .limit(1);
  return rows.length > 0;
}

async function taxIdTaken(db: Reader, taxId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyProfiles.accountId })
    .from(pharmacyProfiles)
    .where(eq(pharmacyProfiles.federalTaxId, taxId.trim()))
    .limit(1);
  return rows.length > 0;
}

async function licenceTaken(db: Reader, stateId: number, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyLicences.id })
    .from(pharmacyLicences)
    .where(
      and(
        eq(pharmacyLicences.kind, 'state'),
        eq(pharmacyLicences.stateId, stateId),
        eq(pharmacyLicences.number, number.trim()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type ConflictCheck = {
  email?: string | undefined;
  dea_number?: string | undefined;
  federal_tax_id?: string | undefined;
  licences?: { state_id: number; number: string }[] | undefined;
};

/** Every field of `fields` an account already holds, with the spec's message. */
export async function accountConflicts(db: Reader, fields: ConflictCheck): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (fields.email && (await emailTaken(db, fields.email))) errors.email = [accountExistsMessage('email')];
  if (fields.dea_number && (await deaTaken(db, fields.dea_number)))
    errors.dea_number = [accountExistsMessage('dea_number')];
  if (fields.federal_tax_id && (await taxIdTaken(db, fields.federal_tax_id)))
    errors.federal_tax_id = [accountExistsMessage('federal_tax_id')];
  for (const [i, licence] of (fields.licences ?? []).entries())
    if (await licenceTaken(db, licence.state_id, licence.number))
      errors[`licences.${i}.number`] = [accountExistsMessage('state_license_num')];
  return errors;
}
