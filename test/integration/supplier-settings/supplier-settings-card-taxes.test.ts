/**
 * Card-processing taxes and the ACH discount (supplier-side §2 Card-processing taxes, §3 Card
 * processing tax, §4 mutually exclusive modes, §5 tax values greater than zero, §7
 * PUT /suppliers/cc_payment_processing_taxes/taxes_all_states and PATCH
 * /suppliers/settings/payments/cc_payment_states), stored in basis points and read by checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';

type Problem = { message: string; errors: Record<string, string[]> };
type CardTaxes = {
  cc_payment_processing_tax: boolean;
  accept_cards: string;
  tax_mode: string;
  global_tax: string | null;
  individual_tax: Record<string, string>;
  accepted_states: string[];
  ach_payment_discount: string;
  states: { code: string; accepted: boolean; individual_tax: string | null }[];
};
const PAGE = '/api/v1/suppliers/cc_payment_taxes';
const TAXES = '/api/v1/suppliers/cc_payment_processing_taxes/taxes_all_states';
const STATES = '/api/v1/suppliers/settings/payments/cc_payment_states';
const GLOBAL = {
  cc_payment_processing_tax: true,
  accept_cards: 'all_states',
  tax_mode: 'global',
  global_tax: '3.00',
  ach_payment_discount: '1.50',
};
const BY_STATE = {
  ...GLOBAL,
  accept_cards: 'by_state',
  tax_mode: 'individual',
  global_tax: null,
  individual_tax: { TX: '2.5', or: '2.75' },
  accepted_states: ['TX', 'or'],
};

let t: TestContext;
let supplier: Credentials;
let accountId: string;

const page = async () => (await (await t.call('GET', PAGE, { as: supplier })).json()) as CardTaxes;
const putTaxes = (body: unknown) => t.call('PUT', TAXES, { as: supplier, body });

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId, session: supplier } = await createSupplier(t, 'Card Tax Wholesale'));
});
afterAll(() => t.close());

describe('card-processing taxes', () => {
  it('answers no tax, cards in all states and the whole state table for a supplier that never saved any', async () => {
    const body = await page();
    expect(body).toMatchObject({
      cc_payment_processing_tax: false,
      accept_cards: 'all_states',
      global_tax: null,
      ach_payment_discount: '0.00',
    });
    expect(body.states.find((s) => s.code === 'TX')).toEqual({
      code: 'TX',
      name: 'Texas',
      accepted: true,
      individual_tax: null,
    });
  });

  it('saves a global tax for all states in basis points and answers percent text, read by checkout', async () => {
    const response = await putTaxes(GLOBAL);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      global_tax: '3.00',
      ach_payment_discount: '1.50',
      message: 'Card processing taxes saved.',
    });
    const checkout = await loadCheckoutSettings(t.db, accountId);
    expect(checkout!.settings).toMatchObject({
      cardAcceptance: 'all_states',
      cardFeeMode: 'global',
      globalCardFeeBp: 300,
      achDiscountBp: 150,
    });
  });

  it('refuses tax values that are not greater than zero, naming the field (supplier-side §5)', async () => {
    for (const global_tax of ['0', '0.00', '-1', 'abc']) {
      const response = await putTaxes({ ...GLOBAL, global_tax });
      expect(response.status, global_tax).toBe(422);
      expect(((await response.json()) as Problem).errors.global_tax).toEqual([
        'Tax value must be greater than zero.',
      ]);
    }
    const response = await putTaxes({ ...BY_STATE, individual_tax: { TX: '0', OR: '2.00' } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors['individual_tax.TX']).toEqual([
      'Tax value must be greater than zero.',
    ]);
  });

  it('saves individual taxes by state: upper-cased codes, rates per state, only accepted states charged', async () => {
    const response = await putTaxes(BY_STATE);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CardTaxes;
    expect(body).toMatchObject({
      accept_cards: 'by_state',
      tax_mode: 'individual',
      global_tax: null,
      accepted_states: ['OR', 'TX'],
    });
    expect(body.individual_tax).toEqual({ OR: '2.75', TX: '2.50' });
    expect(body.states.find((s) => s.code === 'NY')).toMatchObject({ accepted: false, individual_tax: null });
    const checkout = await loadCheckoutSettings(t.db, accountId);
    expect(checkout!.cardFeeStates.map((s) => [s.stateCode, s.feeBp]).sort()).toEqual([
      ['OR', 275],
      ['TX', 250],
    ]);
  });

  it('keeps the modes exclusive: a global save drops the individual rates and the state list (exclusive modes)', async () => {
    const response = await putTaxes({ ...GLOBAL, individual_tax: { TX: '9.00' }, accepted_states: ['TX'] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CardTaxes;
    expect(body).toMatchObject({
      tax_mode: 'global',
      accept_cards: 'all_states',
      global_tax: '3.00',
      individual_tax: {},
      accepted_states: [],
    });
    expect((await loadCheckoutSettings(t.db, accountId))!.cardFeeStates).toEqual([]);
  });

  it('requires a rate for every accepted state in the individual by-state mode, and the accepted states from the PATCH', async () => {
    expect((await putTaxes(BY_STATE)).status).toBe(200);
    const response = await t.call('PATCH', STATES, {
      as: supplier,
      body: { accept_cards: 'by_state', accepted_states: ['TX', 'OR', 'NY'] },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors['individual_tax.NY']).toEqual([
      'Please enter a tax value.',
    ]);
    const patched = await t.call('PATCH', STATES, {
      as: supplier,
      body: { accept_cards: 'by_state', accepted_states: ['TX'] },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      accepted_states: ['TX'],
      individual_tax: { TX: '2.50' },
      message: 'Card payment states saved.',
    });
  });

  it('writes all or nothing: an unknown state code leaves every setting as it was', async () => {
    const before = await page();
    const response = await putTaxes({
      ...BY_STATE,
      ach_payment_discount: '5.00',
      individual_tax: { TX: '2.50', OR: '2.00', ZZ: '1.00' },
      accepted_states: ['TX', 'OR', 'ZZ'],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toHaveProperty('accepted_states');
    expect(await page()).toEqual(before);
  });

  it('refuses an ACH discount that is not a percentage, naming ach_payment_discount', async () => {
    const response = await putTaxes({ ...GLOBAL, ach_payment_discount: 'ten' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toHaveProperty('ach_payment_discount');
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', PAGE, { as: pharmacy })).status).toBe(403);
    expect((await t.call('PUT', TAXES, { as: pharmacy, body: GLOBAL })).status).toBe(403);
    expect(
      (
        await t.call('PATCH', STATES, {
          as: pharmacy,
          body: { accept_cards: 'all_states', accepted_states: [] },
        })
      ).status,
    ).toBe(403);
  });
});
