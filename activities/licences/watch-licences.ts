/**
 * The daily licence watch (issue 12 "Licences that stay valid"): each pharmacy licence due a
 * notice on the account's calendar day gets it once — a warning 30 and 7 days before its expiry,
 * the hold after it — recorded in `licence_notices` by licence, notice and expiry date, so a run
 * repeated the same day writes nothing twice. On the hold, the suppliers that asked for licence
 * updates (`send_license_updates_notifs_to_buyers`) and count the pharmacy as a customer are told.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  licenceNotices,
  pharmacyLicences,
  states,
  supplierCustomers,
  supplierSettings,
} from '../../db/schema/index.ts';
import { addDays } from '../../domain/catalog/short-dated.ts';
import { daysBetween } from '../../domain/dates.ts';
import {
  dueLicenceNotice,
  LICENCE_MESSAGES,
  type LicenceNotice,
  type WatchedLicence,
} from '../../domain/licences/licence-watch.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Due = WatchedLicence & { id: string; accountId: string; pharmacyName: string; today: string };

export const LICENCES_LINK = '/pharmacy/licences';

async function tellSuppliers(tx: Tx, licence: Due): Promise<number> {
  const suppliers = await tx
    .select({ id: supplierCustomers.supplierAccountId })
    .from(supplierCustomers)
    .innerJoin(supplierSettings, eq(supplierSettings.supplierAccountId, supplierCustomers.supplierAccountId))
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, licence.accountId),
        eq(supplierCustomers.status, 'approved'),
        eq(supplierSettings.sendLicenseUpdatesNotifsToBuyers, true),
      ),
    );
  for (const supplier of suppliers)
    await notifyAccount(tx, {
      accountId: supplier.id,
      kind: 'customer_licence_expired',
      title: `${licence.pharmacyName}: licence expired`,
      body: LICENCE_MESSAGES.supplierTold(licence.pharmacyName, licence),
      link: '/suppliers/customers',
      dedupeKey: `licence-held:${licence.id}:${licence.expiresOn}:${supplier.id}`,
    });
  return suppliers.length;
}

async function sendNotice(db: Database, licence: Due, notice: LicenceNotice): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(licenceNotices)
      .values({ licenceId: licence.id, kind: notice, expiresOn: licence.expiresOn })
      .onConflictDoNothing()
      .returning({ id: licenceNotices.id });
    if (!row) return false; // sent by an earlier run
    const held = notice === 'held';
    await notifyAccount(tx, {
      accountId: licence.accountId,
      kind: held ? 'licence_held' : 'licence_expiring',
      title: held ? 'Your account is on hold: a licence expired' : 'A licence expires soon',
      body: held
        ? LICENCE_MESSAGES.held(licence)
        : LICENCE_MESSAGES.warning(licence, daysBetween(licence.today, licence.expiresOn)),
      link: LICENCES_LINK,
      dedupeKey: `licence-notice:${row.id}`,
    });
    if (held) await tellSuppliers(tx, licence);
    return true;
  });
}

/** Sends every licence notice due at `now` (each account's own calendar day); answers how many were sent. */
export async function watchLicences(db: Database, now: Date): Promise<{ warned: number; held: number }> {
  // Licences whose expiry is within 31 days of UTC's today cover every time zone's today + 30.
  const horizon = addDays(now.toISOString().slice(0, 10), 31);
  const rows = await db
    .select({
      id: pharmacyLicences.id,
      accountId: pharmacyLicences.accountId,
      kind: pharmacyLicences.kind,
      number: pharmacyLicences.number,
      stateCode: states.code,
      expiresOn: pharmacyLicences.expiresOn,
      pharmacyName: accounts.name,
      timeZone: accounts.timeZone,
    })
    .from(pharmacyLicences)
    .innerJoin(accounts, eq(accounts.id, pharmacyLicences.accountId))
    .leftJoin(states, eq(states.id, pharmacyLicences.stateId))
    .where(lte(pharmacyLicences.expiresOn, horizon));
  const sent = { warned: 0, held: 0 };
  for (const { timeZone, ...row } of rows) {
    const licence = { ...row, today: isoDateIn(now, timeZone) };
    const notice = dueLicenceNotice(licence.expiresOn, licence.today);
    if (notice && (await sendNotice(db, licence, notice))) sent[notice === 'held' ? 'held' : 'warned'] += 1;
  }
  return sent;
}
