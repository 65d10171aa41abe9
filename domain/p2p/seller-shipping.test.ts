import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SELLER_SHIPPING_METHODS,
  sellerTransitOptions,
  SellerShippingSettingsSchema,
  type SellerShippingSettings,
} from './seller-shipping.ts';

const cutoffs = {
  monday: '17:00',
  tuesday: '17:00',
  wednesday: '17:00',
  thursday: '17:00',
  friday: '17:00',
  saturday: '12:00',
};
const settings = (over: Partial<SellerShippingSettings> = {}): SellerShippingSettings => ({
  methods: DEFAULT_SELLER_SHIPPING_METHODS.map((m) => ({
    service_type: m.serviceType,
    name: m.name,
    fee_cents: m.feeCents,
    transit_business_days: m.transitBusinessDays,
    active: true,
  })),
  cutoffs,
  holidays: [],
  ...over,
});

describe('seller shipping settings', () => {
  it('accepts the defaults when every seller is approved with them', () => {
    expect(SellerShippingSettingsSchema.safeParse(settings()).success).toBe(true);
  });
  it('refuses the settings when no method is active', () => {
    const s = settings();
    s.methods = s.methods.map((m) => ({ ...m, active: false }));
    expect(SellerShippingSettingsSchema.safeParse(s).success).toBe(false);
  });
  it('refuses a holiday when the same day is listed twice', () => {
    const s = settings({
      holidays: [
        { name: 'A', month_day: '12-25' },
        { name: 'B', month_day: '12-25' },
      ],
    });
    const result = SellerShippingSettingsSchema.safeParse(s);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['holidays', 1, 'month_day']);
  });
  it('refuses a cut-off when it is not a time like 5:00', () => {
    expect(
      SellerShippingSettingsSchema.safeParse(settings({ cutoffs: { ...cutoffs, monday: '5pm' } })).success,
    ).toBe(false);
  });
});

describe('the shipping calendar from seller settings', () => {
  // Tuesday 2026-12-22 10:00 in New York, before the 17:00 cut-off.
  const tuesdayMorning = new Date('2026-12-22T15:00:00Z');

  it('ships today and adds transit business days when ordered before the cut-off', () => {
    const options = sellerTransitOptions(settings(), tuesdayMorning);
    expect(options.find((o) => o.service_type === 'overnight')?.delivery_date).toBe('2026-12-23');
    expect(options.find((o) => o.service_type === 'ground')?.fee_cents).toBe(1_500);
  });

  it('skips the seller holiday when a delivery would fall on it', () => {
    const options = sellerTransitOptions(
      settings({ holidays: [{ name: 'Eve', month_day: '12-23' }] }),
      tuesdayMorning,
    );
    expect(options.find((o) => o.service_type === 'overnight')?.delivery_date).toBe('2026-12-24');
  });

  it('ships the next business day when ordered after the cut-off', () => {
    const evening = new Date('2026-12-22T23:30:00Z');
    const options = sellerTransitOptions(settings(), evening);
    expect(options.find((o) => o.service_type === 'overnight')?.delivery_date).toBe('2026-12-24');
  });

  it('offers only active methods when one is switched off', () => {
    const s = settings();
    s.methods[1]!.active = false;
    expect(sellerTransitOptions(s, tuesdayMorning).map((o) => o.service_type)).toEqual(['ground']);
  });
});
