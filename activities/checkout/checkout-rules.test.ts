import { describe, expect, it } from 'vitest';
import { DEFAULT_CUTOFFS } from '../../db/queries/shipping/shipping-settings.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { cardFeeSettingsOf, quoteCart } from './checkout-rules.ts';

function settings(
  overrides: Partial<CheckoutSettings['settings']> = {},
  cardFeeStates: CheckoutSettings['cardFeeStates'] = [],
): CheckoutSettings {
  return {
    supplierAccountId: 's',
    wholesalerName: 'Bluegrass',
    settings: {
      supplierAccountId: 's',
      minimumOrderTotalCents: 0,
      brandsMinimumOrderTotalCents: 0,
      brandsMinimumMandatory: false,
      genericsMinimumOrderTotalCents: 0,
      genericsMinimumMandatory: false,
      freeShippingMinimumCents: 50_000,
      timeZone: 'America/New_York',
      shipFromZipcode: null,
      overnightPreselected: false,
      cardAcceptance: 'by_state',
      cardFeeMode: 'global',
      globalCardFeeBp: 250,
      achDiscountBp: 100,
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
      ...overrides,
    },
    cutoffs: DEFAULT_CUTOFFS,
    shippingMethods: [],
    holidays: [],
    vacationTimes: [],
    cardFeeStates,
  };
}

const ground = { service_type: 'ground', name: 'Ground', transitBusinessDays: 3, feeCents: 1_500 };
const tx = { stateCode: 'TX', stateId: 44, accepted: true, feeBp: null };

describe('cardFeeSettingsOf', () => {
  it("reads accepted states and per-state rates from the supplier's state rows (supplier-side §4 card-processing taxes)", () => {
    const s = settings({ cardFeeMode: 'individual' }, [
      tx,
      { stateCode: 'OR', stateId: 38, accepted: false, feeBp: 300 },
    ]);
    expect(cardFeeSettingsOf(s)).toEqual({
      acceptCards: 'by_state',
      mode: 'individual',
      globalTaxBp: 250,
      stateTaxBp: { OR: 300 },
      acceptedStates: ['TX'],
    });
  });
});

describe('quoteCart', () => {
  it('prices every payment method from one cart: card fee by state, ACH discount, shipping (pharmacy-side §3 Order)', () => {
    const quote = quoteCart(settings({}, [tx]), [{ quantity: 2, unitCents: 10_000 }], ground, 'TX');
    expect(quote.cardFeeBp).toBe(250);
    expect(quote.shipping.shipping_costs).toBe(1_500);
    expect(quote.totals.card.totalCents).toBe(20_000 + 1_500 + 538); // 2.5 % of 215.00 = 5.375 → 5.38
    expect(quote.totals.bank_transfer.totalCents).toBe(20_000 - 200 + 1_500);
    expect(quote.totals.pay_offline.totalCents).toBe(21_500);
  });

  it('charges no card fee and reports cards refused when the ship-to state is not accepted (cards by state)', () => {
    const quote = quoteCart(settings({}, [tx]), [{ quantity: 1, unitCents: 10_000 }], ground, 'NY');
    expect(quote.cardFeeBp).toBeNull();
    expect(quote.totals.card.cardFeeCents).toBe(0);
  });

  it('ships free from the free-shipping minimum (§4 Shipping choice)', () => {
    const quote = quoteCart(settings(), [{ quantity: 5, unitCents: 10_000 }], ground, 'TX');
    expect(quote.shipping).toEqual({ shipping_costs: 0, message: 'Free shipping applied' });
  });
});
