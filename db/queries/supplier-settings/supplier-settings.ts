import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import {
  accounts,
  states,
  supplierCardFeeStates,
  supplierHolidays,
  supplierSettings,
  supplierShippingMethods,
  supplierVacationTimes,
} from '../../schema/index.ts';

export type SupplierSettingsRow = typeof supplierSettings.$inferSelect;

/** Everything checkout reads about one supplier, in one place. Missing settings mean defaults. */
export type CheckoutSettings = {
  supplierAccountId: string;
  wholesalerName: string;
  settings: SupplierSettingsRow;
  shippingMethods: (typeof supplierShippingMethods.$inferSelect)[];
  holidays: (typeof supplierHolidays.$inferSelect)[];
  vacationTimes: (typeof supplierVacationTimes.$inferSelect)[];
  cardFeeStates: { stateCode: string; stateId: number; accepted: boolean; feeBp: number | null }[];
};

/** Loads a supplier's checkout settings, or null when the account is not a supplier. */
export async function loadCheckoutSettings(
  db: Database,
  supplierAccountId: string,
): Promise<CheckoutSettings | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, supplierAccountId));
  if (!account || account.kind !== 'supplier') return null;
  const [settings] = await db
    .select()
    .from(supplierSettings)
    .where(eq(supplierSettings.supplierAccountId, supplierAccountId));
  const [shippingMethods, holidays, vacationTimes, cardFeeStates] = await Promise.all([
    db
      .select()
      .from(supplierShippingMethods)
      .where(eq(supplierShippingMethods.supplierAccountId, supplierAccountId))
      .orderBy(asc(supplierShippingMethods.transitBusinessDays)),
    db.select().from(supplierHolidays).where(eq(supplierHolidays.supplierAccountId, supplierAccountId)),
    db
      .select()
      .from(supplierVacationTimes)
      .where(eq(supplierVacationTimes.supplierAccountId, supplierAccountId))
      .orderBy(asc(supplierVacationTimes.startDate)),
    db
      .select({
        stateCode: states.code,
        stateId: states.id,
        accepted: supplierCardFeeStates.accepted,
        feeBp: supplierCardFeeStates.feeBp,
      })
      .from(supplierCardFeeStates)
      .innerJoin(states, eq(states.id, supplierCardFeeStates.stateId))
      .where(eq(supplierCardFeeStates.supplierAccountId, supplierAccountId)),
  ]);
  return {
    supplierAccountId,
    wholesalerName: account.name,
    settings: settings ?? defaultSettings(supplierAccountId),
    shippingMethods,
    holidays,
    vacationTimes,
    cardFeeStates,
  };
}

/**
 * A seller's active shipping methods as forms offer them (bundle offer creation, the counter form),
 * slowest first; none for an account that has no methods (a p2p seller).
 */
export function listActiveShippingMethods(db: Pick<Database, 'select'>, sellerAccountId: string) {
  return db
    .select({ service_type: supplierShippingMethods.serviceType, name: supplierShippingMethods.name })
    .from(supplierShippingMethods)
    .where(
      and(
        eq(supplierShippingMethods.supplierAccountId, sellerAccountId),
        eq(supplierShippingMethods.active, true),
      ),
    )
    .orderBy(desc(supplierShippingMethods.transitBusinessDays), asc(supplierShippingMethods.name));
}

/** The column defaults, for a supplier that never saved its settings. */
function defaultSettings(supplierAccountId: string): SupplierSettingsRow {
  return {
    supplierAccountId,
    minimumOrderTotalCents: 0,
    brandsMinimumOrderTotalCents: 0,
    brandsMinimumMandatory: false,
    genericsMinimumOrderTotalCents: 0,
    genericsMinimumMandatory: false,
    freeShippingMinimumCents: null,
    timeZone: 'America/New_York',
    shipFromZipcode: null,
    sameCutoffForAllDays: true,
    allDaysCutoff: '17:00',
    mondayCutoff: '17:00',
    tuesdayCutoff: '17:00',
    wednesdayCutoff: '17:00',
    thursdayCutoff: '17:00',
    fridayCutoff: '17:00',
    saturdayCutoff: null,
    overnightPreselected: false,
    cardAcceptance: 'all_states',
    cardFeeMode: 'global',
    globalCardFeeBp: null,
    achDiscountBp: 0,
    salesTaxBp: 0,
    infoTerms: null,
    infoLaws: null,
    infoFees: null,
    infoFaq: null,
    infoAdditional: null,
    payByStatement: false,
    invoicesDueOnLastDay: false,
    invoicesDueDay: null,
    sendLicenseUpdatesNotifsToBuyers: false,
    updatedAt: new Date(0),
  };
}

/**
 * What invoicing reads of a supplier's preferences (issue 11): pay by statement and the global
 * end-of-month choice; null when the supplier never saved settings.
 */
export async function findSupplierPreferences(db: Pick<Database, 'select'>, supplierAccountId: string) {
  const [row] = await db
    .select({
      payByStatement: supplierSettings.payByStatement,
      invoicesDueOnLastDay: supplierSettings.invoicesDueOnLastDay,
      invoicesDueDay: supplierSettings.invoicesDueDay,
    })
    .from(supplierSettings)
    .where(eq(supplierSettings.supplierAccountId, supplierAccountId));
  return row ?? null;
}
