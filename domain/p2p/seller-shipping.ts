/**
 * A p2p seller's shipping settings (supplier-side §2 "pharmacy-seller shipping settings", issue 13):
 * its methods with fee and business days in transit, the overnight cut-off per weekday from its
 * registration, and its yearly holidays as 'MM-DD' rows (the month-and-day picker). The p2p
 * checkout's shipping calendar is the shipping domain's, fed from these.
 */
import { z } from 'zod';
import {
  CUTOFF_TIME_MESSAGE,
  CUTOFF_WEEKDAYS,
  parseCutoffTime,
  type CutoffSettings,
} from '../shipping/cutoffs.ts';
import { isMonthDay } from '../shipping/holidays.ts';
import { timeInTransit, type TransitOption } from '../shipping/shipping-options.ts';

/** Every seller gets these on approval, so every seller can be bought from (docs/decisions.md). */
export const DEFAULT_SELLER_SHIPPING_METHODS = [
  { serviceType: 'ground', name: 'Ground', transitBusinessDays: 3, feeCents: 1_500 },
  { serviceType: 'overnight', name: 'Overnight', transitBusinessDays: 1, feeCents: 3_500 },
] as const;

export const SELLER_SHIPPING_LIMITS = {
  maxMethods: 6,
  maxHolidays: 30,
  maxFeeCents: 100_000,
  maxTransitDays: 10,
};

export const SELLER_SHIPPING_MESSAGES = {
  monthDay: 'Please choose a month and day.',
  duplicateHoliday: 'This day is already a holiday.',
  duplicateMethod: 'Each shipping method may be listed once.',
  noActiveMethod: 'Keep at least one shipping method active so buyers can order.',
  saved: 'Shipping settings saved.',
  notSeller: 'Only an approved pharmacy seller has seller shipping settings. Become a seller first.',
} as const;

const Cutoff = z
  .string()
  .trim()
  .refine((v) => parseCutoffTime(v) !== null, CUTOFF_TIME_MESSAGE);
const Name = z.string().trim().min(1).max(60);

export const SellerShippingMethodSchema = z.strictObject({
  service_type: z.string().regex(/^[a-z][a-z_]{1,29}$/, 'must be lowercase letters and underscores'),
  name: Name,
  fee_cents: z.number().int().min(0).max(SELLER_SHIPPING_LIMITS.maxFeeCents),
  transit_business_days: z.number().int().min(1).max(SELLER_SHIPPING_LIMITS.maxTransitDays),
  active: z.boolean(),
});

export const SellerHolidaySchema = z.strictObject({
  name: Name,
  month_day: z.string().refine(isMonthDay, SELLER_SHIPPING_MESSAGES.monthDay),
});

/** The settings as the page edits them and the API answers them. */
export const SellerShippingSettingsSchema = z
  .strictObject({
    methods: z.array(SellerShippingMethodSchema).min(1).max(SELLER_SHIPPING_LIMITS.maxMethods),
    cutoffs: z.strictObject(
      Object.fromEntries(CUTOFF_WEEKDAYS.map((d) => [d, Cutoff])) as Record<
        (typeof CUTOFF_WEEKDAYS)[number],
        typeof Cutoff
      >,
    ),
    holidays: z.array(SellerHolidaySchema).max(SELLER_SHIPPING_LIMITS.maxHolidays),
  })
  .superRefine((s, ctx) => {
    const types = s.methods.map((m) => m.service_type);
    types.forEach((t, i) => {
      if (types.indexOf(t) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['methods', i, 'service_type'],
          message: SELLER_SHIPPING_MESSAGES.duplicateMethod,
        });
    });
    if (!s.methods.some((m) => m.active))
      ctx.addIssue({ code: 'custom', path: ['methods'], message: SELLER_SHIPPING_MESSAGES.noActiveMethod });
    const days = s.holidays.map((h) => h.month_day);
    days.forEach((d, i) => {
      if (days.indexOf(d) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['holidays', i, 'month_day'],
          message: SELLER_SHIPPING_MESSAGES.duplicateHoliday,
        });
    });
  })
  .meta({ id: 'SellerShippingSettings' });

export type SellerShippingSettings = z.infer<typeof SellerShippingSettingsSchema>;

/** The cut-offs as the shipping domain reads them (one per weekday, Monday to Saturday). */
export function cutoffSettingsOf(cutoffs: SellerShippingSettings['cutoffs']): CutoffSettings {
  return { sameForAllDays: false, allDays: null, perDay: { ...cutoffs } };
}

/**
 * Delivery date per active method for an order placed at `now`: the seller ships today before its
 * cut-off on a business day (weekends and its holidays are not), else the next business day, then
 * the method's business days in transit.
 */
export function sellerTransitOptions(
  settings: SellerShippingSettings,
  now: Date,
  timeZone?: string,
): (TransitOption & { fee_cents: number; name: string })[] {
  const active = settings.methods.filter((m) => m.active);
  const options = timeInTransit({
    now,
    ...(timeZone ? { timeZone } : {}),
    cutoffs: cutoffSettingsOf(settings.cutoffs),
    calendar: { holidays: settings.holidays.map((h) => h.month_day), vacations: [] },
    methods: active.map((m) => ({
      service_type: m.service_type,
      name: m.name,
      transitBusinessDays: m.transit_business_days,
      feeCents: m.fee_cents,
    })),
  });
  return options.map((o, i) => ({ ...o, fee_cents: active[i]!.fee_cents, name: active[i]!.name }));
}
