/**
 * A p2p seller's shipping settings (supplier-side §2 pharmacy-seller shipping settings, issue 13):
 * default methods on approval, GET/PUT /pharmacy/seller_shipping_settings for approved sellers
 * only, holiday rows as 'MM-DD', and a refused save that changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSellerRegistrationDecision } from '../../../activities/seller-registration/registration-steps.ts';
import { accounts, sellerRegistrations, shippingMethods, users } from '../../../db/schema/index.ts';
import {
  DEFAULT_SELLER_SHIPPING_METHODS,
  SELLER_SHIPPING_MESSAGES,
} from '../../../domain/p2p/seller-shipping.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { makeP2pSeller } from './p2p-buying-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;

type Settings = {
  methods: {
    service_type: string;
    name: string;
    fee_cents: number;
    transit_business_days: number;
    active: boolean;
  }[];
  cutoffs: Record<string, string>;
  holidays: { name: string; month_day: string }[];
};
type Problem = { errors?: Record<string, string[]> };

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `p2p-seller-shipping-${randomUUID()}` });
  await makeP2pSeller(t.db);
  [seller, buyer] = await Promise.all([t.login('seller@example.com'), t.login('pharmacy@example.com')]);
});
afterAll(() => t.close());

const read = async (as = seller) => {
  const response = await t.call('GET', '/api/v1/pharmacy/seller_shipping_settings', { as });
  return {
    status: response.status,
    body: (await response.json()) as { seller: boolean; settings: Settings },
  };
};
const save = (settings: unknown, as = seller) =>
  t.call('PUT', '/api/v1/pharmacy/seller_shipping_settings', { as, body: settings });

describe('seller shipping defaults on approval', () => {
  it('inserts the default methods when support approves a seller registration', async () => {
    const [account] = await t.db
      .insert(accounts)
      .values({ kind: 'pharmacy', name: `Approved Pharmacy ${randomUUID().slice(0, 6)}` })
      .returning();
    const [user] = await t.db
      .insert(users)
      .values({
        accountId: account!.id,
        email: `p2p-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
      })
      .returning();
    const cutoffs = {
      monday: '17:00',
      tuesday: '17:00',
      wednesday: '17:00',
      thursday: '17:00',
      friday: '17:00',
      saturday: '12:00',
    };
    const [registration] = await t.db
      .insert(sellerRegistrations)
      .values({
        accountId: account!.id,
        userId: user!.id,
        status: 'in_review',
        sellerName: 'S',
        contactPhone: '(555) 010-0000',
        cutoffs,
      })
      .returning();
    await recordSellerRegistrationDecision(
      t.db,
      registration!.id,
      { decision: 'approve', byUserId: user!.id },
      new Date(),
    );
    const methods = await t.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.sellerAccountId, account!.id));
    expect(methods.map((m) => [m.serviceType, m.transitBusinessDays, m.feeCents]).sort()).toEqual(
      DEFAULT_SELLER_SHIPPING_METHODS.map((m) => [m.serviceType, m.transitBusinessDays, m.feeCents]).sort(),
    );
  });
});

describe('GET/PUT /pharmacy/seller_shipping_settings', () => {
  it('answers the seller its methods, cut-offs from registration and holidays', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.settings.cutoffs).toMatchObject({ monday: '17:00', saturday: '12:00' });
    expect(body.settings.methods.map((m) => m.service_type).sort()).toEqual(['ground', 'overnight']);
  });

  it('answers no settings to a pharmacy that is not an approved seller, and refuses its save', async () => {
    expect((await read(buyer)).body).toEqual({ seller: false, settings: null });
    const current = (await read()).body.settings;
    const refused = await save(current, buyer);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(SELLER_SHIPPING_MESSAGES.notSeller);
  });

  it('replaces methods, cut-offs and MM-DD holiday rows when the seller saves', async () => {
    const current = (await read()).body.settings;
    const next: Settings = {
      methods: [
        ...current.methods,
        {
          service_type: 'two_day',
          name: 'Two Day',
          fee_cents: 2_200,
          transit_business_days: 2,
          active: true,
        },
      ],
      cutoffs: { ...current.cutoffs, friday: '15:30' },
      holidays: [
        { name: 'Christmas', month_day: '12-25' },
        { name: 'Independence Day', month_day: '07-04' },
      ],
    };
    const response = await save(next);
    expect(response.status).toBe(200);
    const saved = (await read()).body.settings;
    expect(saved.methods.map((m) => m.service_type).sort()).toEqual(['ground', 'overnight', 'two_day']);
    expect(saved.cutoffs.friday).toBe('15:30');
    expect(saved.holidays).toEqual([
      { name: 'Independence Day', month_day: '07-04' },
      { name: 'Christmas', month_day: '12-25' },
    ]);
  });

  it('refuses a holiday that is not a real month and day with a 400 naming it, and changes nothing', async () => {
    const before = (await read()).body.settings;
    const response = await save({ ...before, holidays: [{ name: 'Bad', month_day: '02-30' }] });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toContain('holidays.0.month_day');
    expect((await read()).body.settings).toEqual(before);
  });

  it('refuses a fee over the bound and a control character in a name', async () => {
    const before = (await read()).body.settings;
    const fee = await save({ ...before, methods: [{ ...before.methods[0]!, fee_cents: 10_000_000 }] });
    expect(fee.status).toBe(400);
    const name = await save({ ...before, holidays: [{ name: 'A\u0000B', month_day: '01-01' }] });
    expect(name.status).toBe(400);
  });

  it('refuses a member without the admin role when saving', async () => {
    const member = await t.login('pharmacy.member@example.com');
    expect((await save((await read()).body.settings, member)).status).toBe(403);
  });
});
