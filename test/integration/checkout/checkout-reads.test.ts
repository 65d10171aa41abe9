/**
 * What the checkout page reads (pharmacy-side §4 Checkout, Shipping choice; §7 the checkout GETs
 * and PUT /api/v1/users/prefs), on a frozen clock: Wednesday 18 November 2026, 10:00 in New York.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, VERIFY_BANK_LINK } from '../../../domain/checkout/checkout-messages.ts';
import { supplierProductRules } from '../../../db/schema/index.ts';
import { PO_BOX_NOTICE } from '../../../domain/addresses/address-rules.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addLocation,
  addToCart,
  clearCart,
  createListing,
  PHARMACY,
  PHARMACY_LOCATION,
  SELLER,
  SELLER_LOCATION,
  SUPPLIER2_ID,
  SUPPLIER_ID,
  type Problem,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;

type Summary = {
  lines: { quantity: number; unit_cents: number }[];
  minimums: { met: boolean; message: string };
  addresses: { id: string; default: boolean; default_billing: boolean; has_po_box: boolean }[];
  po_box_notice: string;
  ship_location_id: string;
  shipping: {
    method: string;
    allowed_methods: string[] | null;
    warning: string | null;
    fee: { shipping_costs: number; message: string };
  };
  payment_methods: {
    pay_offline: { credit: { can_place: boolean } };
    card: { accepted: boolean; fee_bp: number | null; message: string | null; cards: { last4: string }[] };
    bank_transfer: {
      visible: boolean;
      verified: boolean;
      warning: string | null;
      verify_link: string | null;
    };
  };
  totals: Record<
    'pay_offline' | 'card' | 'bank_transfer',
    { total_cents: number; card_fee_cents: number; ach_discount_cents: number }
  >;
  info: { terms: string | null; fees: string | null };
  vacation_times: unknown[];
  prefs: { payment_method: string | null; shipping_method: string | null };
};

const get = async <T>(path: string, as = pharmacy) => {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: (await response.json()) as T };
};

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-reads-${randomUUID()}` });
  t.setNow(new Date('2026-11-18T15:00:00Z'));
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t, PHARMACY.id));

/** Bluegrass cart: brand $1,000.00 + 2 × generic $800.00 = $2,600.00 (every minimum met). */
async function bluegrassCart(brandCents = 100_000) {
  const brand = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: brandCents, isBrand: true });
  const generic = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 80_000 });
  await addToCart(t, PHARMACY.id, brand.listing, 1);
  await addToCart(t, PHARMACY.id, generic.listing, 2);
  return { brand, generic };
}

describe('GET /api/v1/checkout/shipping_fees, shipping_cutoff, vacation_times', () => {
  it('charges the method fee below the free-shipping minimum and nothing from it (§4 free shipping)', async () => {
    const below = await get(
      `/api/v1/checkout/shipping_fees?supplier_id=${SUPPLIER_ID}&shipping_method=ground&subtotal=49999`,
    );
    expect(below.body).toEqual({ shipping_costs: 1_500, message: 'Add $0.01 more for free shipping' });
    const at = await get(
      `/api/v1/checkout/shipping_fees?supplier_id=${SUPPLIER_ID}&shipping_method=ground&subtotal=50000`,
    );
    expect(at.body).toEqual({ shipping_costs: 0, message: 'Free shipping applied' });
    expect(
      (
        await get(
          `/api/v1/checkout/shipping_fees?supplier_id=${SUPPLIER_ID}&shipping_method=teleport&subtotal=1`,
        )
      ).status,
    ).toBe(422);
  });

  it("tells how long is left before today's cut-off, for the caller's own user id only (§3 Shipping cutoff)", async () => {
    const userId = (await get<{ user: { id: string } }>('/api/v1/users/me')).body.user.id;
    const own = await get(`/api/v1/checkout/shipping_cutoff?supplier_id=${SUPPLIER_ID}&user_id=${userId}`);
    expect(own.body).toEqual({ cutoff_message: 'Order within 7h 0m to ship today', cutoff_past: false });
    const other = await get(
      `/api/v1/checkout/shipping_cutoff?supplier_id=${SUPPLIER_ID}&user_id=${SELLER.user.id}`,
    );
    expect(other.status).toBe(404);
  });

  it('lists current and upcoming vacation times (§3 Vacation time)', async () => {
    const { body } = await get(`/api/v1/checkout/vacation_times?supplier_id=${SUPPLIER2_ID}`);
    expect(body).toEqual({
      vacation_times: [
        {
          name: 'Year-end inventory count',
          start_date: '2026-12-28',
          end_date: '2026-12-31',
          notes: 'Orders placed during the count ship on January 4.',
        },
      ],
    });
  });
});

describe('GET /api/v1/checkout/{supplier_id}', () => {
  it("gives lines, minimums, addresses with their flags, per-method totals and the supplier's information (§4 Checkout)", async () => {
    await bluegrassCart();
    const { status, body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER2_ID}`);
    expect(status).toBe(200);
    expect(body.lines).toHaveLength(2);
    expect(body.minimums.met).toBe(true);
    expect(body.ship_location_id).toBe(PHARMACY_LOCATION);
    expect(body.addresses.find((a) => a.id === PHARMACY_LOCATION)).toMatchObject({
      default: true,
      default_billing: true,
      has_po_box: false,
    });
    expect(body.shipping.method).toBe('overnight');
    expect(body.totals.card).toMatchObject({ card_fee_cents: 6_613, total_cents: 271_113 });
    expect(body.totals.bank_transfer).toMatchObject({ ach_discount_cents: 2_600, total_cents: 261_900 });
    expect(body.totals.pay_offline.total_cents).toBe(264_500);
    expect(body.payment_methods.card).toMatchObject({ accepted: true, fee_bp: 250 });
    expect(body.payment_methods.card.cards.map((c) => c.last4)).toEqual(['4242']);
    expect(body.payment_methods.pay_offline.credit.can_place).toBe(true);
    expect(body.payment_methods.bank_transfer).toMatchObject({
      visible: true,
      verified: false,
      warning: null,
      verify_link: VERIFY_BANK_LINK,
    });
    expect(body.info.terms).toBe('Net terms apply to approved customers only.');
    expect(body.vacation_times).toHaveLength(1);
  });

  it('hides bank transfer with a warning and the verify link when unverified and over the weekly allowance (weekly sending limit)', async () => {
    await bluegrassCart(600_000);
    const { body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER2_ID}`);
    expect(body.payment_methods.bank_transfer).toMatchObject({
      visible: false,
      warning: CHECKOUT_MESSAGES.bankLimit(500_000),
      verify_link: VERIFY_BANK_LINK,
    });
  });

  it("says cards are not accepted for a ship-to state outside the supplier's states, and flags a P.O. box (cards by state, P.O. box)", async () => {
    await bluegrassCart();
    const poBox = await addLocation(t, PHARMACY.id, 'NY', 'P.O. Box 1234');
    const { body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER2_ID}?ship_location_id=${poBox.id}`);
    expect(body.payment_methods.card).toMatchObject({
      accepted: false,
      fee_bp: null,
      message: CHECKOUT_MESSAGES.cardNotAccepted('Bluegrass Pharma Supply', 'NY'),
    });
    expect(body.totals.card.card_fee_cents).toBe(0);
    expect(body.addresses.find((a) => a.id === poBox.id)?.has_po_box).toBe(true);
    expect(body.po_box_notice).toBe(PO_BOX_NOTICE);
  });

  it("warns when the chosen method is outside the items' allowed shipping methods (allowed methods)", async () => {
    const { brand } = await bluegrassCart();
    await t.db.insert(supplierProductRules).values({
      supplierAccountId: SUPPLIER2_ID,
      ndc: brand.product.ndc,
      shippingMethods: ['ground', 'two_day'],
    });
    const overnight = (await get<Summary>(`/api/v1/checkout/${SUPPLIER2_ID}`)).body.shipping;
    expect(overnight.allowed_methods).toEqual(['ground', 'two_day']);
    expect(overnight.warning).toBe(
      'The selected shipping method is not allowed for all items in this order. Allowed: Ground, Two Day.',
    );
    const ground = (await get<Summary>(`/api/v1/checkout/${SUPPLIER2_ID}?shipping_method=ground`)).body
      .shipping;
    expect(ground.warning).toBeNull();
  });

  it('gives the minimums message when they are not met (§5 Order minimums)', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const { body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`);
    expect(body.minimums).toMatchObject({
      met: false,
      message: 'Keystone Wholesale Drug requires a minimum order total of $100.00.',
    });
  });

  it("answers 404 for another pharmacy's location or an unknown supplier, and 403 to a supplier", async () => {
    expect((await get(`/api/v1/checkout/${SUPPLIER_ID}?ship_location_id=${SELLER_LOCATION}`)).status).toBe(
      404,
    );
    expect((await get(`/api/v1/checkout/${randomUUID()}`)).status).toBe(404);
    const supplier = await t.login('supplier@example.com');
    expect((await get(`/api/v1/checkout/${SUPPLIER_ID}`, supplier)).status).toBe(403);
  });
});

describe('PUT /api/v1/users/prefs', () => {
  it('stores the instant-checkout defaults per supplier and the checkout page starts from them (§3 User prefs)', async () => {
    const body = {
      supplier_id: SUPPLIER_ID,
      supplier_prefs: { payment_method: 'card', shipping_method: 'two_day' },
    };
    const response = await t.call('PUT', '/api/v1/users/prefs', { as: pharmacy, body });
    expect(response.status).toBe(200);
    const summary = (await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`)).body;
    expect(summary.prefs).toEqual({ payment_method: 'card', shipping_method: 'two_day' });
    expect(summary.shipping.method).toBe('two_day');
    const again = {
      supplier_id: SUPPLIER_ID,
      supplier_prefs: { payment_method: null, shipping_method: 'ground' },
    };
    expect((await t.call('PUT', '/api/v1/users/prefs', { as: pharmacy, body: again })).status).toBe(200);
    expect((await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`)).body.prefs).toEqual({
      payment_method: null,
      shipping_method: 'ground',
    });
  });

  it('answers 404 for an unknown supplier, 422 for a method it does not offer, 400 for an unknown field', async () => {
    const put = (body: unknown) => t.call('PUT', '/api/v1/users/prefs', { as: pharmacy, body });
    expect(
      (
        await put({
          supplier_id: randomUUID(),
          supplier_prefs: { payment_method: 'card', shipping_method: 'ground' },
        })
      ).status,
    ).toBe(404);
    const bad = await put({
      supplier_id: SUPPLIER_ID,
      supplier_prefs: { payment_method: 'card', shipping_method: 'teleport' },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Problem).message).toBe(CHECKOUT_MESSAGES.shippingMethod);
    const extra = await put({
      supplier_id: SUPPLIER_ID,
      supplier_prefs: { payment_method: 'card', shipping_method: 'ground' },
      user_id: SELLER.user.id,
    });
    expect(extra.status).toBe(400);
  });
});
