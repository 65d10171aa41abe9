import { asc, eq } from 'drizzle-orm';
import type { CutoffSettings } from '../../../domain/shipping/cutoffs.ts';
import type { Database } from '../../client.ts';
import {
  accounts,
  states,
  supplierCardFeeStates,
  supplierSettings,
  supplierVacationTimes,
} from '../../schema/index.ts';
import {
  loadShippingModel,
  type ShippingHolidayRow,
  type ShippingMethodRow,
} from '../shipping/shipping-settings.ts';

export type SupplierSettingsRow = typeof supplierSettings.$inferSelect;

/** Everything checkout reads about one supplier, in one place. Missing settings mean defaults. */
export type CheckoutSettings = {
  supplierAccountId: string;
  wholesalerName: string;
  settings: SupplierSettingsRow;
  cutoffs: CutoffSettings;
  shippingMethods: ShippingMethodRow[];
  /** 'MM-DD', in calendar order. */
  holidays: ShippingHolidayRow[];
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
  const [shipping, vacationTimes, cardFeeStates] = await Promise.all([
    loadShippingModel(db, supplierAccountId),
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
    cutoffs: shipping.cutoffs,
    shippingMethods: shipping.methods,
    holidays: shipping.holidays,
    vacationTimes,
    cardFeeStates,
  };
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
