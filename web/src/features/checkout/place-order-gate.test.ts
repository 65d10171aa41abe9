import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from './checkout-api.ts';
import { placeOrderGate, type CheckoutChoice } from './place-order-gate.ts';

const totals = {
  item_total_cents: 0,
  shipping_cents: 0,
  card_fee_cents: 0,
  ach_discount_cents: 0,
  tax_cents: 0,
  total_cents: 0,
  total: '$0.00',
};

function summary(
  overrides: { card?: boolean; bankVisible?: boolean; credit?: boolean } = {},
): CheckoutSummary {
  return {
    supplier: { id: 's', name: 'Keystone' },
    approved: true,
    approval_message: null,
    lines: [
      {
        id: 'l',
        listing_id: 'li',
        product_id: 'p',
        ndc: '1',
        name: 'X',
        strength: '1 mg',
        package_size: '1',
        is_brand: false,
        quantity: 1,
        unit_cents: 1,
        original_unit_cents: 1,
        total_cents: 1,
        promo_applied: false,
        special_discount_applied: false,
        returnable: true,
        stock: 10,
        expiration_date: null,
        short_dated: false,
        available: true,
        offer_id: null,
        bundle_offer_id: null,
        agreed_until: null,
        allow_modify: true,
      },
    ],
    subtotal_cents: 1,
    minimums: { met: true, message: '', failures: [], brand_subtotal_cents: 0, generic_subtotal_cents: 1 },
    addresses: [
      {
        id: 'a',
        name: 'Main',
        address1: '1 Main',
        address2: null,
        city: 'Austin',
        state_id: 44,
        state: 'TX',
        zipcode: '78701',
        phone: null,
        default: true,
        default_billing: true,
        has_po_box: false,
      },
    ],
    po_box_notice: '',
    ship_location_id: 'a',
    bill_location_id: 'a',
    shipping: {
      method: 'ground',
      options: [],
      fee: { shipping_costs: 0, message: '' },
      allowed_methods: null,
      warning: null,
      cutoff: { cutoff_message: '', cutoff_past: false },
    },
    payment_methods: {
      pay_offline: {
        available: true,
        credit: {
          can_place: overrides.credit ?? true,
          credit_hold: false,
          credit_allocated_cents: 0,
          outstanding_cents: 0,
          message: 'Over credit',
        },
      },
      card: {
        accepted: overrides.card ?? true,
        fee_bp: 300,
        message: null,
        cards: [
          {
            id: 'c',
            brand: 'Visa',
            last4: '4242',
            exp_month: 1,
            exp_year: 2030,
            holder_name: 'P',
            location_id: null,
            expired: false,
          },
        ],
      },
      bank_transfer: {
        visible: overrides.bankVisible ?? true,
        verified: false,
        weekly_limit_cents: 0,
        remaining_allowance_cents: 0,
        ach_discount_bp: 0,
        accounts: [],
        warning: null,
        verify_link: null,
      },
    },
    totals: { pay_offline: totals, card: totals, bank_transfer: totals },
    info: { terms: null, laws: null, fees: null, faq: null, additional: null },
    vacation_times: [],
    prefs: { payment_method: null, shipping_method: null },
  };
}

const choice = (overrides: Partial<CheckoutChoice> = {}): CheckoutChoice => ({
  shipLocationId: 'a',
  billLocationId: 'a',
  paymentMethod: 'pay_offline',
  cardId: null,
  bankAccountId: null,
  shippingMethod: 'ground',
  certified: true,
  ...overrides,
});

describe('placeOrderGate', () => {
  it('enables the button when the address is valid, a method is visible, credit holds and the certification is ticked (§4 Checkout)', () => {
    expect(placeOrderGate(summary(), choice())).toEqual({
      noValidPayment: false,
      enabled: true,
      reasons: [],
    });
  });

  it('disables it until the certification is ticked (§4 certification checkbox)', () => {
    expect(placeOrderGate(summary(), choice({ certified: false })).enabled).toBe(false);
  });

  it('disables it when paying offline would exceed the credit (§4 credit not exceeded)', () => {
    expect(placeOrderGate(summary({ credit: false }), choice()).reasons).toEqual(['Over credit']);
  });

  it('disables it without a valid address (§4 address form valid)', () => {
    expect(placeOrderGate(summary(), choice({ shipLocationId: 'foreign' })).enabled).toBe(false);
  });

  it('shows the no-valid-payment block for a hidden bank transfer or a card not accepted in the state (§4 no valid payment)', () => {
    expect(
      placeOrderGate(
        summary({ bankVisible: false }),
        choice({ paymentMethod: 'bank_transfer', bankAccountId: 'b' }),
      ).noValidPayment,
    ).toBe(true);
    expect(
      placeOrderGate(summary({ card: false }), choice({ paymentMethod: 'card', cardId: 'c' })).noValidPayment,
    ).toBe(true);
    expect(placeOrderGate(summary(), choice({ paymentMethod: null })).noValidPayment).toBe(true);
  });

  it('keeps the button for a visible bank transfer with an account chosen', () => {
    expect(
      placeOrderGate(summary(), choice({ paymentMethod: 'bank_transfer', bankAccountId: 'b' })),
    ).toMatchObject({ noValidPayment: false, enabled: true });
  });

  it('needs a saved, unexpired card when paying by card', () => {
    expect(placeOrderGate(summary(), choice({ paymentMethod: 'card', cardId: null })).enabled).toBe(false);
    expect(placeOrderGate(summary(), choice({ paymentMethod: 'card', cardId: 'c' })).enabled).toBe(true);
  });
});
