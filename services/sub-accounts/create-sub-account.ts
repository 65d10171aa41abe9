/**
 * A master pharmacy's admin creates a sub-account (pharmacy-side §3 "Sub-account creation payload",
 * §6; issue 23): in one transaction the account (active, its master named), its user without a
 * usable password, its profile and its DEA and state licences, all reserved at once (support
 * already approved the group), and a one-time link for the user to set a password, mailed to it.
 * The first value an account holds answers the spec's uniqueness message on its field; a race
 * that the check misses is decided by the unique indexes and answers the same.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { issuePasswordLink, passwordLinkUrl } from '../../db/provisioning/password-links.ts';
import { accounts, pharmacyLicences, pharmacyProfiles, users } from '../../db/schema/index.ts';
import { parseDate } from '../../domain/dates.ts';
import { PASSWORD_LINK_LIFETIME_HOURS } from '../../domain/identity/password-links.ts';
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { accountExistsMessage, EMAIL_TAKEN_MESSAGE } from '../../domain/signup/field-rules.ts';
import { SUB_ACCOUNT_MESSAGES, type SubAccountInput } from '../../domain/sub-accounts/sub-account-schema.ts';
import { generateSecret } from '../../platform/secrets.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Mailer } from '../../activities/ports/mail.ts';
import { accountConflicts } from '../signup/account-conflicts.ts';
import { assertMasterAdmin } from './master-guard.ts';

export type CreatedSubAccount = { accountId: string; userId: string; email: string; name: string };

type Deps = { db: Database; mail: Mailer; appUrl: string; now: Date };

/** The field a broken unique index names, with the spec's message. */
function takenField(error: unknown): FieldErrors | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as { code?: unknown; constraint_name?: unknown; detail?: unknown };
    if (pg.code !== '23505') continue;
    if (pg.constraint_name === 'users_email_lower_idx') return { email: [EMAIL_TAKEN_MESSAGE] };
    if (pg.constraint_name === 'pharmacy_profiles_federal_tax_id_unique')
      return { federal_tax_id: [accountExistsMessage('federal_tax_id')] };
    if (pg.constraint_name === 'pharmacy_licences_number_key')
      return String(pg.detail).includes('(dea,')
        ? { dea_number: [accountExistsMessage('dea_number')] }
        : { state_license_num: [accountExistsMessage('state_license_num')] };
  }
  return null;
}

const refuseTaken = (fields: FieldErrors) =>
  new DomainError('SUB_ACCOUNT_FIELD_TAKEN', Object.values(fields)[0]![0]!, { fields });

/** The spec's messages on the sub-account's field names (the signup names its licences by index). */
async function conflictsOf(db: Database, input: SubAccountInput): Promise<FieldErrors> {
  const found = await accountConflicts(db, {
    email: input.email,
    dea_number: input.dea_number,
    federal_tax_id: input.federal_tax_id,
    licences: [{ state_id: input.state_id, number: input.state_license_num }],
  });
  if (found.email) return { email: [EMAIL_TAKEN_MESSAGE] };
  if (found['licences.0.number']) return { state_license_num: [accountExistsMessage('state_license_num')] };
  return found;
}

/** Creates the sub-account or refuses and writes nothing; mails its user the one-time link. */
export async function createSubAccount(
  deps: Deps,
  caller: Caller,
  input: SubAccountInput,
): Promise<CreatedSubAccount> {
  const { db, now } = deps;
  assertMasterAdmin(caller);
  const [master] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.master_user_id), eq(users.accountId, caller.account.id)));
  if (!master)
    throw new DomainError('REQUEST_INVALID', SUB_ACCOUNT_MESSAGES.masterUser, {
      fields: { master_user_id: [SUB_ACCOUNT_MESSAGES.masterUser] },
    });
  const conflicts = await conflictsOf(db, input);
  if (Object.keys(conflicts).length > 0) throw refuseTaken(conflicts);
  // Unusable until the link is used: nobody knows this secret, not even the master.
  const passwordHash = await hashPassword(generateSecret());
  let created: CreatedSubAccount & { token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          kind: 'pharmacy',
          name: input.business_legal_name,
          masterAccountId: caller.account.id,
          timeZone: caller.account.timeZone,
        })
        .returning({ id: accounts.id });
      const accountId = account!.id;
      const [user] = await tx
        .insert(users)
        .values({
          accountId,
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          role: 'admin',
        })
        .returning({ id: users.id });
      await tx.insert(pharmacyProfiles).values({
        accountId,
        businessLegalName: input.business_legal_name,
        businessType: input.business_type,
        federalTaxId: input.federal_tax_id,
        mobile: input.phone,
        dob: parseDate(input.dob)!,
        partOfAGpo: false,
      });
      await tx.insert(pharmacyLicences).values([
        {
          accountId,
          kind: 'dea' as const,
          number: input.dea_number,
          expiresOn: parseDate(input.dea_expiry)!,
        },
        {
          accountId,
          kind: 'state' as const,
          number: input.state_license_num,
          stateId: input.state_id,
          expiresOn: parseDate(input.state_license_expiry)!,
        },
      ]);
      const link = await issuePasswordLink(tx, { userId: user!.id, now });
      return {
        accountId,
        userId: user!.id,
        email: input.email,
        name: input.business_legal_name,
        token: link.token,
      };
    });
  } catch (error) {
    const fields = takenField(error);
    if (fields) throw refuseTaken(fields);
    throw error;
  }
  await deps.mail.send({
    to: created.email,
    subject: `${caller.account.name} opened a sub-account for you`,
    text: `${caller.user.firstName} ${caller.user.lastName} opened the sub-account ${created.name}.\n\nSet your password here (the link works once, for ${PASSWORD_LINK_LIFETIME_HOURS} hours):\n${passwordLinkUrl(deps.appUrl, created.token)}\n`,
  });
  const { token: _token, ...answer } = created;
  return answer;
}
