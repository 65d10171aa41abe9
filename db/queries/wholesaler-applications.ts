/** Reads of wholesaler applications (issue 12), each scoped to the pharmacy that applies or the wholesaler applied to. */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  accounts,
  locations,
  pharmacyLicences,
  supplierCustomers,
  supplierLicensedStates,
  users,
  wholesalerApplications,
} from '../schema/index.ts';

type Executor = Pick<Database, 'select' | 'selectDistinct'>;
export type ApplicationSide = 'pharmacy' | 'supplier';

const supplier = alias(accounts, 'application_supplier');
const pharmacy = alias(accounts, 'application_pharmacy');

function selectApplications(db: Executor) {
  return db
    .select({
      application: wholesalerApplications,
      supplierName: supplier.name,
      pharmacyName: pharmacy.name,
    })
    .from(wholesalerApplications)
    .innerJoin(supplier, eq(supplier.id, wholesalerApplications.supplierAccountId))
    .innerJoin(pharmacy, eq(pharmacy.id, wholesalerApplications.pharmacyAccountId));
}
export type ApplicationWithNames = Awaited<ReturnType<typeof selectApplications>>[number];

const ownerColumn = (side: ApplicationSide) =>
  side === 'pharmacy' ? wholesalerApplications.pharmacyAccountId : wholesalerApplications.supplierAccountId;

/** The caller's application on `side`, or undefined (another account's is not found). */
export async function findApplication(db: Executor, side: ApplicationSide, accountId: string, id: string) {
  const [row] = await selectApplications(db).where(
    and(eq(wholesalerApplications.id, id), eq(ownerColumn(side), accountId)),
  );
  return row;
}

/** The pharmacy's applications to these wholesalers. */
export async function findPharmacyApplications(
  db: Executor,
  pharmacyAccountId: string,
  supplierIds: string[],
) {
  return selectApplications(db)
    .where(
      and(
        eq(wholesalerApplications.pharmacyAccountId, pharmacyAccountId),
        inArray(wholesalerApplications.supplierAccountId, supplierIds),
      ),
    )
    .orderBy(asc(supplier.name));
}

/** The applications a wholesaler received (submitted or decided; drafts are the pharmacy's own), newest first. */
export async function listSupplierApplications(db: Executor, supplierAccountId: string) {
  return selectApplications(db)
    .where(
      and(
        eq(wholesalerApplications.supplierAccountId, supplierAccountId),
        ne(wholesalerApplications.status, 'draft'),
      ),
    )
    .orderBy(desc(wholesalerApplications.createdAt));
}

/**
 * The wholesalers licensed in a state where the pharmacy has a location (issue 12: "finds
 * wholesalers licensed in its state"), by `supplier_licensed_states`.
 */
export async function wholesalersLicensedFor(db: Executor, pharmacyAccountId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: supplierLicensedStates.supplierAccountId })
    .from(supplierLicensedStates)
    .innerJoin(locations, eq(locations.stateId, supplierLicensedStates.stateId))
    .where(eq(locations.accountId, pharmacyAccountId));
  return new Set(rows.map((r) => r.id));
}

/**
 * The wholesalers a pharmacy sees on its wholesalers page: those licensed in its state, and those
 * it already buys from or applied to wherever they are licensed; with its relationship and application.
 */
export async function listApplicableWholesalers(db: Executor, pharmacyAccountId: string) {
  const wholesalers = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.kind, 'supplier'))
    .orderBy(asc(accounts.name));
  const licensed = await wholesalersLicensedFor(db, pharmacyAccountId);
  const customers = await db
    .select({ supplierAccountId: supplierCustomers.supplierAccountId, status: supplierCustomers.status })
    .from(supplierCustomers)
    .where(eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId));
  const applications = await selectApplications(db).where(
    eq(wholesalerApplications.pharmacyAccountId, pharmacyAccountId),
  );
  return wholesalers
    .map((w) => ({
      ...w,
      customerStatus: customers.find((c) => c.supplierAccountId === w.id)?.status ?? null,
      application: applications.find((a) => a.application.supplierAccountId === w.id) ?? null,
    }))
    .filter((w) => licensed.has(w.id) || w.customerStatus !== null || w.application !== null);
}

/** What step 1 is prefilled with: the account, its first location, the applicant and its licences. */
export async function applicationPrefill(db: Executor, accountId: string, userId: string) {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [location] = await db
    .select()
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  const licences = await db.select().from(pharmacyLicences).where(eq(pharmacyLicences.accountId, accountId));
  const dea = licences.find((l) => l.kind === 'dea');
  const state = licences.find((l) => l.kind === 'state');
  return {
    business_legal_name: account?.name ?? '',
    email: user?.email ?? '',
    mobile: location?.phone ?? '',
    address: location?.address1 ?? '',
    city: location?.city ?? '',
    zip: location?.zipcode ?? '',
    state_id: location?.stateId ?? null,
    dea_number: dea?.number ?? '',
    dea_expiry: dea?.expiresOn ?? '',
    state_license_num: state?.number ?? '',
    state_license_expiry: state?.expiresOn ?? '',
  };
}
