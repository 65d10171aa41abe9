/**
 * Time in transit by distance (issue 10; pharmacy-side §3 Shipping time option, §4 Shipping choice,
 * §7 GET /api/v1/shipping/time_in_transit with to_code): delivery dates grow with the distance
 * from the supplier's ship-from ZIP to the destination, on a frozen clock: Wednesday 18 November
 * 2026, 10:00 in New York, before the cut-off. Keystone ships from Harrisburg, PA (17101).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supplierSettings } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addLocation,
  addToCart,
  clearCart,
  createListing,
  offlineBody,
  PHARMACY,
  place,
  SUPPLIER2_ID,
  SUPPLIER_ID,
  type Problem,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;

type Transit = {
  delivery_date: string;
  delivery_time: string;
  service_type: string;
  label: string;
  fee: number;
  preselected: boolean;
};
type Summary = { shipping: { method: string | null; options: Transit[] } };

const get = async <T>(path: string, as = pharmacy) => {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: (await response.json()) as T };
};

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-transit-${randomUUID()}` });
  t.setNow(new Date('2026-11-18T15:00:00Z'));
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t, PHARMACY.id));

describe('GET /api/v1/shipping/time_in_transit', () => {
  it("dates each method in business days after today's ship date, labelled Today/Tomorrow/weekday, with fees (§4 Shipping choice)", async () => {
    const { status, body } = await get<Transit[]>(
      `/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=78701`,
    );
    expect(status).toBe(200);
    const byType = Object.fromEntries(body.map((o) => [o.service_type, o]));
    expect(byType.overnight).toMatchObject({ delivery_date: '2026-11-19', label: 'Tomorrow', fee: 4_500 });
    expect(byType.two_day).toMatchObject({
      delivery_date: '2026-11-20',
      label: 'Friday, Nov 20',
      fee: 2_500,
    });
    // Austin is 1,359 miles from Harrisburg, PA (Keystone's ship-from ZIP): four days by ground,
    // and Saturday and Sunday suppress delivery, so four business days from Wednesday is Tuesday.
    expect(byType.ground).toMatchObject({
      delivery_date: '2026-11-24',
      label: 'Tuesday, Nov 24',
      fee: 1_500,
    });
    expect(body.filter((o) => o.preselected)).toHaveLength(1);
  });

  it("takes more days the farther to_code is from the supplier's ship-from ZIP (time in transit by distance)", async () => {
    const groundTo = async (zip: string) =>
      (
        await get<Transit[]>(`/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=${zip}`)
      ).body.find((o) => o.service_type === 'ground')?.delivery_date;
    // From Harrisburg, PA (17101), shipping Wednesday 18 November:
    expect(await groundTo('17110')).toBe('2026-11-19'); // 4.5 miles: 1 day
    expect(await groundTo('12207')).toBe('2026-11-20'); // Albany, NY, 232 miles: 2 days
    expect(await groundTo('40507')).toBe('2026-11-20'); // Lexington, KY, 435 miles: 2 days
    expect(await groundTo('78701-1234')).toBe('2026-11-24'); // Austin, TX, 1,359 miles: 4 days
    expect(await groundTo('97205')).toBe('2026-11-25'); // Portland, OR, 2,315 miles: 5 days
    // An express method takes fewer days, never more than its own: two-day arrives next day nearby.
    const near = (
      await get<Transit[]>(`/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=17110`)
    ).body;
    expect(Object.fromEntries(near.map((o) => [o.service_type, o.delivery_date]))).toEqual({
      overnight: '2026-11-19',
      two_day: '2026-11-19',
      ground: '2026-11-19',
    });
  });

  it('answers 422 naming to_code for a ZIP code with no known location, never a 500', async () => {
    const { status, body } = await get<Problem>(
      `/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=00000`,
    );
    expect(status).toBe(422);
    expect(body.errors?.to_code).toEqual([CHECKOUT_MESSAGES.unknownZip('00000')]);
  });

  it("gives each method its own days when the supplier has no ship-from ZIP (the method's most)", async () => {
    await t.db
      .update(supplierSettings)
      .set({ shipFromZipcode: null })
      .where(eq(supplierSettings.supplierAccountId, SUPPLIER_ID));
    try {
      const { body } = await get<Transit[]>(
        `/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=17110`,
      );
      // Ground's own five business days from Wednesday.
      expect(body.find((o) => o.service_type === 'ground')?.delivery_date).toBe('2026-11-25');
    } finally {
      await t.db
        .update(supplierSettings)
        .set({ shipFromZipcode: '17101' })
        .where(eq(supplierSettings.supplierAccountId, SUPPLIER_ID));
    }
  });

  it('preselects overnight when the supplier marks it (overnight preselected)', async () => {
    const { body } = await get<Transit[]>(
      `/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER2_ID}&to_code=78701`,
    );
    expect(body.find((o) => o.preselected)?.service_type).toBe('overnight');
  });

  it('answers 404 for a supplier that does not exist and 400 for a bad ZIP', async () => {
    expect(
      (await get(`/api/v1/shipping/time_in_transit?supplier_id=${randomUUID()}&to_code=78701`)).status,
    ).toBe(404);
    expect(
      (await get(`/api/v1/shipping/time_in_transit?supplier_id=${SUPPLIER_ID}&to_code=abc`)).status,
    ).toBe(400);
  });
});

describe('GET /api/v1/checkout/{supplier_id} shipping options', () => {
  it('dates the shipping options by the distance to the chosen ship-to address, and the placed order keeps that date', async () => {
    const { listing } = await createListing(t, { priceCents: 20_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const albany = await addLocation(t, PHARMACY.id, 'NY'); // ZIP 12207, 232 miles from Harrisburg
    const groundOf = (summary: Summary) =>
      summary.shipping.options.find((o) => o.service_type === 'ground')?.delivery_date;
    expect(groundOf((await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`)).body)).toBe('2026-11-24');
    const toAlbany = (await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}?ship_location_id=${albany.id}`))
      .body;
    expect(groundOf(toAlbany)).toBe('2026-11-20');
    const response = await place(
      t,
      pharmacy,
      SUPPLIER_ID,
      offlineBody(albany.id, { shipping_method: 'ground' }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = (await response.json()) as { order: { estimated_delivery: string } };
    expect(order.estimated_delivery).toBe('2026-11-20');
  });
});

describe('GET /api/v1/checkout/{supplier_id} shipping choice (issue 21: the cheapest, free shipping for every method)', () => {
  const feesOf = (summary: Summary) =>
    Object.fromEntries(summary.shipping.options.map((o) => [o.service_type, o.fee]));

  it('preselects the cheapest method, not the fastest, below the free-shipping minimum', async () => {
    // Keystone: Ground $15, 2nd Day Air $25, Next Day Air $45; free from $500; no overnight marker.
    const { listing } = await createListing(t, { priceCents: 20_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const { body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`);
    expect(body.shipping.method).toBe('ground');
    expect(body.shipping.options.find((o) => o.preselected)?.service_type).toBe('ground');
    expect(feesOf(body)).toEqual({ ground: 1_500, two_day: 2_500, overnight: 4_500 });
  });

  it('makes every method free from the minimum, so the fastest free one is preselected', async () => {
    const { listing } = await createListing(t, { priceCents: 50_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const { body } = await get<Summary>(`/api/v1/checkout/${SUPPLIER_ID}`);
    expect(feesOf(body)).toEqual({ ground: 0, two_day: 0, overnight: 0 });
    expect(body.shipping.method).toBe('overnight');
    const response = await place(
      t,
      pharmacy,
      SUPPLIER_ID,
      offlineBody(undefined, { shipping_method: 'ground' }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = (await response.json()) as { order: { shipping_cents: number } };
    expect(order.shipping_cents).toBe(0);
  });
});
