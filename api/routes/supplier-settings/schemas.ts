/**
 * Bodies of the supplier settings calls (supplier-side §3, §7). Shapes only: money and percentages
 * arrive as the decimal text the user typed ('100.00', '3.00') and the rules are checked by the
 * activities, so every error names its field.
 */
import { z } from 'zod';
import type { CardTaxInput } from '../../../domain/supplier-settings/card-tax-rules.ts';
import { parseMoneyField, parsePercentToBp } from '../../../domain/supplier-settings/decimal.ts';
import type { MinimumsInput } from '../../../services/supplier-settings/save-minimums.ts';
import type { PreferencesInput } from '../../../services/supplier-settings/save-preferences.ts';
import type { ShippingInput } from '../../../domain/supplier-settings/shipping-rules.ts';
import type { VacationInput } from '../../../domain/supplier-settings/vacation-rules.ts';

const Decimal = z.string().max(20);
const Cutoff = z.string().max(20).nullish();
const Text = (max: number) => z.string().max(max, `at most ${max} characters`);

export const MinimumsBody = z.strictObject({
  minimum_order_total: Decimal,
  brands_minimum_order_total: Decimal,
  brands_minimum_mandatory: z.boolean(),
  generics_minimum_order_total: Decimal,
  generics_minimum_mandatory: z.boolean(),
});

export const ShippingBody = z.strictObject({
  time_zone: Text(64),
  // Optional so an older client that never sends it leaves the stored ZIP as it is.
  ship_from_zipcode: Text(10).nullish(),
  free_shipping_minimum: Decimal.nullable(),
  overnight_preselected: z.boolean(),
  same_cutoff_for_all_days: z.boolean(),
  // The form's field names (supplier-side §3: supplier_shipping_setting_{day}_cutoff).
  supplier_shipping_setting_all_days_cutoff: Cutoff,
  supplier_shipping_setting_monday_cutoff: Cutoff,
  supplier_shipping_setting_tuesday_cutoff: Cutoff,
  supplier_shipping_setting_wednesday_cutoff: Cutoff,
  supplier_shipping_setting_thursday_cutoff: Cutoff,
  supplier_shipping_setting_friday_cutoff: Cutoff,
  supplier_shipping_setting_saturday_cutoff: Cutoff,
  shipping_methods: z
    .array(
      z.strictObject({
        service_type: Text(32),
        name: Text(60),
        transit_business_days: z.number().int('must be a whole number').min(0).max(365),
        fee: Decimal,
      }),
    )
    .max(20),
  holidays: z.array(z.strictObject({ name: Text(100), month_day: Text(40) })).max(100),
});

export const VacationBody = z.strictObject({
  name: Text(100),
  start_date: Text(20),
  end_date: Text(20),
  notes: Text(1000).nullish(),
});

/**
 * supplier-side §3 Supplier preference. The due day's rules (required unless due on the last day,
 * 1–31) are the activity's, so they answer 422 on the field like the page does.
 */
export const PreferencesBody = z.strictObject({
  pay_by_statement: z.boolean(),
  invoices_due_on_last_day: z.boolean(),
  invoices_due_day: z.number().int('must be a whole number').min(-1000).max(1000).nullish(),
  send_license_updates_notifs_to_buyers: z.boolean(),
});

/** The preferences body as the activity reads it. */
export function preferencesInputOf(body: z.infer<typeof PreferencesBody>): PreferencesInput {
  return {
    payByStatement: body.pay_by_statement,
    invoicesDueOnLastDay: body.invoices_due_on_last_day,
    invoicesDueDay: body.invoices_due_day,
    sendLicenseUpdatesNotifsToBuyers: body.send_license_updates_notifs_to_buyers,
  };
}

const StateCode = z.string().max(2);
const Acceptance = z.enum(['all_states', 'by_state']);

export const CardTaxesBody = z.strictObject({
  cc_payment_processing_tax: z.boolean(),
  accept_cards: Acceptance,
  tax_mode: z.enum(['global', 'individual']),
  global_tax: Decimal.nullish(),
  individual_tax: z.record(StateCode, Decimal).optional(),
  accepted_states: z.array(StateCode).max(100).optional(),
  ach_payment_discount: Decimal,
});

export const CardStatesBody = z.strictObject({
  accept_cards: Acceptance,
  accepted_states: z.array(StateCode).max(100),
});

/** The minimums body as cents; blank is no minimum, unreadable text NaN for the rule to report. */
export function minimumsInputOf(body: z.infer<typeof MinimumsBody>): MinimumsInput {
  return {
    minimumOrderTotalCents: parseMoneyField(body.minimum_order_total, 0)!,
    brandsMinimumOrderTotalCents: parseMoneyField(body.brands_minimum_order_total, 0)!,
    brandsMinimumMandatory: body.brands_minimum_mandatory,
    genericsMinimumOrderTotalCents: parseMoneyField(body.generics_minimum_order_total, 0)!,
    genericsMinimumMandatory: body.generics_minimum_mandatory,
  };
}

/** The shipping body as the activity reads it. */
export function shippingInputOf(body: z.infer<typeof ShippingBody>): ShippingInput {
  return {
    timeZone: body.time_zone,
    shipFromZipcode: body.ship_from_zipcode,
    freeShippingMinimumCents: parseMoneyField(body.free_shipping_minimum, null),
    overnightPreselected: body.overnight_preselected,
    cutoffs: {
      sameForAllDays: body.same_cutoff_for_all_days,
      allDays: body.supplier_shipping_setting_all_days_cutoff ?? null,
      perDay: {
        monday: body.supplier_shipping_setting_monday_cutoff ?? null,
        tuesday: body.supplier_shipping_setting_tuesday_cutoff ?? null,
        wednesday: body.supplier_shipping_setting_wednesday_cutoff ?? null,
        thursday: body.supplier_shipping_setting_thursday_cutoff ?? null,
        friday: body.supplier_shipping_setting_friday_cutoff ?? null,
        saturday: body.supplier_shipping_setting_saturday_cutoff ?? null,
      },
    },
    methods: body.shipping_methods.map((m) => ({
      serviceType: m.service_type,
      name: m.name,
      transitBusinessDays: m.transit_business_days,
      feeCents: parseMoneyField(m.fee, Number.NaN)!,
    })),
    holidays: body.holidays.map((h) => ({ name: h.name, monthDay: h.month_day })),
  };
}

export function vacationInputOf(body: z.infer<typeof VacationBody>): VacationInput {
  return { name: body.name, startDate: body.start_date, endDate: body.end_date, notes: body.notes ?? null };
}

/** The card tax body: percent text as basis points; a blank global rate is no rate. */
export function cardTaxInputOfBody(body: z.infer<typeof CardTaxesBody>): CardTaxInput {
  const globalText = body.global_tax?.trim() ?? '';
  return {
    chargeTax: body.cc_payment_processing_tax,
    achDiscountBp: body.ach_payment_discount.trim() === '' ? 0 : parsePercentToBp(body.ach_payment_discount),
    card: {
      acceptCards: body.accept_cards,
      mode: body.tax_mode,
      globalTaxBp: globalText === '' ? null : parsePercentToBp(globalText),
      stateTaxBp: Object.fromEntries(
        Object.entries(body.individual_tax ?? {}).map(([code, text]) => [code, parsePercentToBp(text)]),
      ),
      acceptedStates: body.accepted_states ?? [],
    },
  };
}
