/**
 * The signup's uniqueness checks (pharmacy-side §5 "Uniqueness"): an email, a DEA number, a federal
 * tax id or a state licence already held by an account answers the spec's message on that field,
 * the first such field only. Only reserved values count (issue 22): an application holds its values
 * once approved, so a pending or rejected one blocks nobody (support sees the collision instead).
 * Every caller is a signup route under a signup rate limit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pharmacyLicences, pharmacyProfiles, users } from '../../db/schema/index.ts';
import { accountExistsMessage } from '../../domain/signup/field-rules.ts';

type Reader = Pick<Database, 'select'>;
export type FieldErrors = Record<string, string[]>;

/** Whether a reserved user (an approved account's, staff's) holds this email (case-insensitive). */
export async function emailTaken(db: Reader, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.reserved, true)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an approved account holds this DEA number. */
export async function deaTaken(db: Reader, deaNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyLicences.id })
    .from(pharmacyLicences)
    .where(
      and(
        eq(pharmacyLicences.kind, 'dea'),
        eq(pharmacyLicences.number, deaNumber.trim().toUpperCase()),
        eq(pharmacyLicences.reserved, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function taxIdTaken(db: Reader, taxId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pharmacyProfiles.accountId })
    .from(pharmacyProfiles)
    .where(and(eq(pharmacyProfiles.federalTaxId, taxId.trim()), eq(pharmacyProfiles.reserved, true)))
    .limit(1);
  return rows.length > 0;
}

/** The first of `licences` an account holds (its index), in one query however many are asked. */
async function firstLicenceTaken(
  db: Reader,
  licences: { state_id: number; number: string }[],
): Promise<number | undefined> {
  const asked = licences.map((l) => ({ stateId: l.state_id, number: l.number.trim() }));
  // state_id is a smallint: an id outside it names no state, and would fail the query.
  const askable = asked.filter(
    (l) => l.number && Number.isInteger(l.stateId) && l.stateId > 0 && l.stateId < 2 ** 15,
  );
  if (askable.length === 0) return undefined;
  const held = await db
    .select({ stateId: pharmacyLicences.stateId, number: pharmacyLicences.number })
    .from(pharmacyLicences)
    .where(
      and(
        eq(pharmacyLicences.kind, 'state'),
        eq(pharmacyLicences.reserved, true),
        inArray(pharmacyLicences.stateId, [...new Set(askable.map((l) => l.stateId))]),
        inArray(pharmacyLicences.number, [...new Set(askable.map((l) => l.number))]),
      ),
    );
  const heldKeys = new Set(held.map((h) => `${h.stateId} ${h.number}`));
  const index = asked.findIndex((l) => heldKeys.has(`${l.stateId} ${l.number}`));
  return index < 0 ? undefined : index;
}

export type ConflictCheck = {
  email?: string | undefined;
  dea_number?: string | undefined;
  federal_tax_id?: string | undefined;
  licences?: { state_id: number; number: string }[] | undefined;
};

/**
 * The first field of `fields` an account already holds, in the form's order, with the spec's
 * message; empty when none is. Only the first (issue 22): answering every taken value would tell a
 * stranger which of up to 1,000 licence numbers belong to a pharmacy in one call.
 */
export async function accountConflicts(db: Reader, fields: ConflictCheck): Promise<FieldErrors> {
  if (fields.email && (await emailTaken(db, fields.email))) return { email: [accountExistsMessage('email')] };
  if (fields.dea_number && (await deaTaken(db, fields.dea_number)))
    return { dea_number: [accountExistsMessage('dea_number')] };
  if (fields.federal_tax_id && (await taxIdTaken(db, fields.federal_tax_id)))
    return { federal_tax_id: [accountExistsMessage('federal_tax_id')] };
  const licence = await firstLicenceTaken(db, fields.licences ?? []);
  if (licence !== undefined)
    return { [`licences.${licence}.number`]: [accountExistsMessage('state_license_num')] };
  return {};
}
