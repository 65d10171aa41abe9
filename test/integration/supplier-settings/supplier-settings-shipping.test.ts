/**
 * Shipping settings (supplier-side §2 Shipping settings, §3, §4 same cutoff for all days, §5 cutoff
 * and holiday formats; pharmacy-side §3 Vacation time): PUT /api/v1/suppliers/settings/shipping is
 * all or nothing, and checkout reads what it saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';

type Problem = { message: string; errors: Record<string, string[]> };
type Shipping = Record<string, unknown> & {
  shipping_methods: { service_type: string; fee: string }[];
  holidays: { month_day: string }[];
};
const PATH = '/api/v1/suppliers/settings/shipping';
const CUTOFF_MESSAGE = 'Please enter valid a overnight shipping cutoff time (e.g. 5:00).';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const VALID = {
  time_zone: 'America/Chicago',
  free_shipping_minimum: '500.00',
  overnight_preselected: true,
  same_cutoff_for_all_days: true,
  supplier_shipping_setting_all_days_cutoff: '16:30',
  shipping_methods: [
    { service_type: 'ground', name: 'Ground', transit_business_days: 3, fee: '15.00' },
    { service_type: 'overnight', name: 'Next Day Air', transit_business_days: 1, fee: '45' },
  ],
  holidays: [{ name: 'Christmas Day', month_day: 'dec 25' }],
};

let t: TestContext;
let supplier: Credentials;
let accountId: string;

const put = (body: unknown) => t.call('PUT', PATH, { as: supplier, body });
const current = async () => (await (await t.call('GET', PATH, { as: supplier })).json()) as Shipping;

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId, session: supplier } = await createSupplier(t, 'Shipping Wholesale'));
});
afterAll(() => t.close());

describe('shipping settings', () => {
  it('saves methods, fees, the free-shipping minimum, the overnight marker and the time zone, read back by checkout', async () => {
    const response = await put(VALID);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Shipping;
    expect(body).toMatchObject({
      time_zone: 'America/Chicago',
      free_shipping_minimum: '500.00',
      overnight_preselected: true,
    });
    expect(body.shipping_methods.map((m) => [m.service_type, m.fee])).toEqual([
      ['overnight', '45.00'],
      ['ground', '15.00'],
    ]);
    const checkout = await loadCheckoutSettings(t.db, accountId);
    expect(checkout!.settings).toMatchObject({
      freeShippingMinimumCents: 50_000,
      overnightPreselected: true,
      timeZone: 'America/Chicago',
    });
    expect(checkout!.shippingMethods.map((m) => m.feeCents)).toEqual([4_500, 1_500]);
  });

  it('copies the same cutoff for all days to monday through saturday and never to sunday (supplier-side §4)', async () => {
    const response = await put({ ...VALID, supplier_shipping_setting_all_days_cutoff: '5:00' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Shipping;
    for (const day of DAYS) expect(body[`supplier_shipping_setting_${day}_cutoff`], day).toBe('5:00');
    expect(body).not.toHaveProperty('supplier_shipping_setting_sunday_cutoff');
  });

  it('refuses a sunday cutoff field, since cut-offs run monday to saturday', async () => {
    const response = await put({ ...VALID, supplier_shipping_setting_sunday_cutoff: '5:00' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toHaveProperty(
      'supplier_shipping_setting_sunday_cutoff',
    );
  });

  it('requires the all-days cutoff when the same cutoff applies to all days (supplier-side §4)', async () => {
    const response = await put({ ...VALID, supplier_shipping_setting_all_days_cutoff: null });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors.supplier_shipping_setting_all_days_cutoff).toEqual([
      CUTOFF_MESSAGE,
    ]);
  });

  it('refuses a cutoff that is not a time like 5:00 or is longer than 5 characters, with the spec message (cutoff validation)', async () => {
    for (const cutoff of ['5pm', '25:00', '05:000']) {
      const response = await put({ ...VALID, supplier_shipping_setting_all_days_cutoff: cutoff });
      expect(response.status, cutoff).toBe(422);
      const problem = (await response.json()) as Problem;
      expect(problem.message).toBe(CUTOFF_MESSAGE);
      expect(problem.errors.supplier_shipping_setting_all_days_cutoff).toEqual([CUTOFF_MESSAGE]);
    }
  });

  it('keeps per-day cutoffs and names the bad day when the same cutoff is off', async () => {
    const perDay = {
      same_cutoff_for_all_days: false,
      supplier_shipping_setting_monday_cutoff: '14:00',
      supplier_shipping_setting_saturday_cutoff: '',
    };
    const saved = (await (await put({ ...VALID, ...perDay })).json()) as Shipping;
    expect(saved).toMatchObject({
      supplier_shipping_setting_monday_cutoff: '14:00',
      supplier_shipping_setting_saturday_cutoff: null,
    });
    const response = await put({ ...VALID, ...perDay, supplier_shipping_setting_friday_cutoff: '9' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toEqual({
      supplier_shipping_setting_friday_cutoff: [CUTOFF_MESSAGE],
    });
  });

  it('stores holidays as Month DD and names a holiday row that is not month name and day (holiday format)', async () => {
    const saved = (await (
      await put({ ...VALID, holidays: [{ name: 'Independence Day', month_day: 'July 4' }] })
    ).json()) as Shipping;
    expect(saved.holidays.map((h) => h.month_day)).toEqual(['July 04']);
    const response = await put({ ...VALID, holidays: [{ name: 'Independence Day', month_day: '07/04' }] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors['holidays.0.month_day']).toEqual([
      'Please enter a holiday as month name and day (e.g. December 25).',
    ]);
  });

  it('writes all or nothing: one bad holiday leaves methods, cut-offs and holidays as they were', async () => {
    const before = await current();
    const response = await put({
      ...VALID,
      time_zone: 'America/Denver',
      supplier_shipping_setting_all_days_cutoff: '11:00',
      shipping_methods: [
        { service_type: 'two_day', name: 'Two Day', transit_business_days: 2, fee: '20.00' },
      ],
      overnight_preselected: false,
      holidays: [
        { name: 'Good', month_day: 'May 01' },
        { name: 'Bad', month_day: 'Smarch 13' },
      ],
    });
    expect(response.status).toBe(422);
    expect(await current()).toEqual(before);
  });

  it('saves the ship-from ZIP (ZIP+4 kept as 5 digits), keeps it when a body leaves it out, and clears it when blank', async () => {
    const saved = (await (await put({ ...VALID, ship_from_zipcode: '17101-2205' })).json()) as Shipping;
    expect(saved.ship_from_zipcode).toBe('17101');
    expect((await loadCheckoutSettings(t.db, accountId))!.settings.shipFromZipcode).toBe('17101');
    expect(((await (await put(VALID)).json()) as Shipping).ship_from_zipcode).toBe('17101');
    expect(
      ((await (await put({ ...VALID, ship_from_zipcode: ' ' })).json()) as Shipping).ship_from_zipcode,
    ).toBe(null);
  });

  it('names ship_from_zipcode when it is not a ZIP code or not one we can place (time in transit is measured from it)', async () => {
    const badShape = await put({ ...VALID, ship_from_zipcode: '1710' });
    expect(badShape.status).toBe(422);
    expect(((await badShape.json()) as Problem).errors).toEqual({
      ship_from_zipcode: ['Please enter a 5-digit ZIP code, e.g. 17101.'],
    });
    const unknown = await put({ ...VALID, ship_from_zipcode: '00000' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Problem).errors).toEqual({
      ship_from_zipcode: [
        'We could not find the ZIP code 00000. Please enter the ZIP code of your warehouse.',
      ],
    });
  });

  it('needs an overnight method to preselect overnight', async () => {
    const response = await put({ ...VALID, shipping_methods: [VALID.shipping_methods[0]] });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toHaveProperty('overnight_preselected');
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', PATH, { as: pharmacy })).status).toBe(403);
    expect((await t.call('PUT', PATH, { as: pharmacy, body: VALID })).status).toBe(403);
  });
});
