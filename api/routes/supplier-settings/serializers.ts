/** The supplier settings as the pages read them: money as dollars text, rates as percent text. */
import { z } from 'zod';
import { cardTaxInputOf } from '../../../domain/supplier-settings/card-tax-rules.ts';
import { formatHundredths } from '../../../domain/supplier-settings/decimal.ts';
import { monthDayToHoliday } from '../../../domain/shipping/holidays.ts';
import type {
  CheckoutSettings,
  SupplierSettingsRow,
} from '../../../db/queries/supplier-settings/supplier-settings.ts';

type VacationRow = CheckoutSettings['vacationTimes'][number];

const decimal = z.string().meta({ description: 'A decimal as text with two places ("100.00").' });

export const MinimumsSchema = z
  .strictObject({
    minimum_order_total: decimal,
    brands_minimum_order_total: decimal,
    brands_minimum_mandatory: z.boolean(),
    generics_minimum_order_total: decimal,
    generics_minimum_mandatory: z.boolean(),
  })
  .meta({ id: 'Minimums' });

export function serializeMinimums(s: SupplierSettingsRow): z.input<typeof MinimumsSchema> {
  return {
    minimum_order_total: formatHundredths(s.minimumOrderTotalCents),
    brands_minimum_order_total: formatHundredths(s.brandsMinimumOrderTotalCents),
    brands_minimum_mandatory: s.brandsMinimumMandatory,
    generics_minimum_order_total: formatHundredths(s.genericsMinimumOrderTotalCents),
    generics_minimum_mandatory: s.genericsMinimumMandatory,
  };
}

export const VacationTimeSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'VacationTime' });

export function serializeVacationTime(v: VacationRow): z.input<typeof VacationTimeSchema> {
  return { id: v.id, name: v.name, start_date: v.startDate, end_date: v.endDate, notes: v.notes };
}

const cutoff = z.string().nullable();

export const ShippingSettingsSchema = z
  .strictObject({
    time_zone: z.string(),
    /** Where parcels leave from: delivery estimates grow with the distance from it. */
    ship_from_zipcode: z.string().nullable(),
    free_shipping_minimum: decimal.nullable(),
    overnight_preselected: z.boolean(),
    same_cutoff_for_all_days: z.boolean(),
    supplier_shipping_setting_all_days_cutoff: cutoff,
    supplier_shipping_setting_monday_cutoff: cutoff,
    supplier_shipping_setting_tuesday_cutoff: cutoff,
    supplier_shipping_setting_wednesday_cutoff: cutoff,
    supplier_shipping_setting_thursday_cutoff: cutoff,
    supplier_shipping_setting_friday_cutoff: cutoff,
    supplier_shipping_setting_saturday_cutoff: cutoff,
    shipping_methods: z.array(
      z.strictObject({
        id: z.uuid(),
        service_type: z.string(),
        name: z.string(),
        transit_business_days: z.number().int(),
        fee: decimal,
      }),
    ),
    holidays: z.array(z.strictObject({ id: z.uuid(), name: z.string(), month_day: z.string() })),
    vacation_times: z.array(VacationTimeSchema),
  })
  .meta({ id: 'ShippingSettings' });

/**
 * Cut-offs by the form's field names; Sunday has none (supplier-side §4: Monday to Saturday).
 * Holidays in the order of the year, written 'Month DD' as the supplier's form takes them.
 */
export function serializeShipping(cs: CheckoutSettings): z.input<typeof ShippingSettingsSchema> {
  const s = cs.settings;
  const { perDay } = cs.cutoffs;
  return {
    time_zone: s.timeZone,
    ship_from_zipcode: s.shipFromZipcode,
    free_shipping_minimum: formatHundredths(s.freeShippingMinimumCents),
    overnight_preselected: s.overnightPreselected,
    same_cutoff_for_all_days: cs.cutoffs.sameForAllDays,
    supplier_shipping_setting_all_days_cutoff: cs.cutoffs.allDays,
    supplier_shipping_setting_monday_cutoff: perDay.monday,
    supplier_shipping_setting_tuesday_cutoff: perDay.tuesday,
    supplier_shipping_setting_wednesday_cutoff: perDay.wednesday,
    supplier_shipping_setting_thursday_cutoff: perDay.thursday,
    supplier_shipping_setting_friday_cutoff: perDay.friday,
    supplier_shipping_setting_saturday_cutoff: perDay.saturday,
    shipping_methods: cs.shippingMethods.map((m) => ({
      id: m.id,
      service_type: m.serviceType,
      name: m.name,
      transit_business_days: m.transitBusinessDays,
      fee: formatHundredths(m.feeCents),
    })),
    holidays: cs.holidays.map((h) => ({ id: h.id, name: h.name, month_day: monthDayToHoliday(h.monthDay) })),
    vacation_times: cs.vacationTimes.map(serializeVacationTime),
  };
}

export const CardTaxesSchema = z
  .strictObject({
    cc_payment_processing_tax: z.boolean(),
    accept_cards: z.enum(['all_states', 'by_state']),
    tax_mode: z.enum(['global', 'individual']),
    global_tax: decimal.nullable(),
    individual_tax: z.record(z.string(), decimal),
    accepted_states: z.array(z.string()),
    ach_payment_discount: decimal,
    states: z.array(
      z.strictObject({
        code: z.string(),
        name: z.string(),
        accepted: z.boolean(),
        individual_tax: decimal.nullable(),
      }),
    ),
  })
  .meta({ id: 'CardTaxes' });

/** The card-processing tax page: the modes, the rates, and every state's row of the state table. */
export function serializeCardTaxes(
  cs: CheckoutSettings,
  allStates: { code: string; name: string }[],
): z.input<typeof CardTaxesSchema> {
  const { chargeTax, card, achDiscountBp } = cardTaxInputOf(cs.settings, cs.cardFeeStates);
  const byState = card.acceptCards === 'by_state';
  return {
    cc_payment_processing_tax: chargeTax,
    accept_cards: card.acceptCards,
    tax_mode: card.mode,
    global_tax: formatHundredths(card.globalTaxBp),
    individual_tax: Object.fromEntries(
      Object.entries(card.stateTaxBp).map(([code, bp]) => [code, formatHundredths(bp)]),
    ),
    accepted_states: card.acceptedStates,
    ach_payment_discount: formatHundredths(achDiscountBp),
    states: allStates.map((s) => ({
      code: s.code,
      name: s.name,
      accepted: !byState || card.acceptedStates.includes(s.code),
      individual_tax: formatHundredths(card.stateTaxBp[s.code] ?? null),
    })),
  };
}

export const PreferencesSchema = z
  .strictObject({
    pay_by_statement: z.boolean(),
    invoices_due_on_last_day: z.boolean(),
    invoices_due_day: z.number().int().nullable(),
    send_license_updates_notifs_to_buyers: z.boolean(),
  })
  .meta({ id: 'SupplierPreferences' });

export function serializePreferences(s: SupplierSettingsRow): z.input<typeof PreferencesSchema> {
  return {
    pay_by_statement: s.payByStatement,
    invoices_due_on_last_day: s.invoicesDueOnLastDay,
    invoices_due_day: s.invoicesDueDay,
    send_license_updates_notifs_to_buyers: s.sendLicenseUpdatesNotifsToBuyers,
  };
}
