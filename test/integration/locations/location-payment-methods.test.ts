/**
 * Payment methods linked to a location (issue 23: "a location lists its linked bank_account_ids and
 * credit_card_ids; checkout for a location offers the payment methods linked to it"): the links
 * replace a location's, only the location's account's methods link, checkout offers the linked
 * ones (all when none is linked) and placement refuses a method linked to another store.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, paymentCards } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { call, openAuditsContext } from '../audits/audits-fixtures.ts';
import { KEYSTONE, MAIN_STREET, RIVERSIDE } from './locations-fixtures.ts';

let t: TestContext;
let master: Credentials;
let close: () => Promise<void>;

type Written = { status: string; message: string; location: Record<string, unknown> & { id: string } };

beforeAll(async () => {
  const ctx = await openAuditsContext('location-payment-methods');
  ({ t, close } = ctx);
  master = ctx.pharmacy;
});
afterAll(() => close());

const downtown = MAIN_STREET.locations[0]!.id;

describe('payment methods linked to a location', () => {
  it('lists the linked methods; checkout for the location offers only them and placement refuses another', async () => {
    const [extraCard] = await t.db
      .insert(paymentCards)
      .values({
        accountId: MAIN_STREET.id,
        brand: 'Visa',
        last4: '1111',
        expMonth: 12,
        expYear: 2031,
        holderName: 'Downtown',
        processorToken: 'sbx_tok_locations_downtown',
      })
      .returning();
    const [bank] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.accountId, MAIN_STREET.id));
    const linked = await call<Written>(t, 'PATCH', `/locations/${downtown}/payment_methods`, master, {
      bank_account_ids: [bank!.id],
      credit_card_ids: [extraCard!.id],
    });
    expect(linked.status).toBe(200);
    expect(linked.body.location).toMatchObject({
      bank_account_ids: [bank!.id],
      credit_card_ids: [extraCard!.id],
    });

    type Summary = { payment_methods: { card: { cards: { id: string }[] } } };
    const here = await call<Summary>(
      t,
      'GET',
      `/checkout/${KEYSTONE.id}?ship_location_id=${downtown}`,
      master,
    );
    expect(here.body.payment_methods.card.cards.map((c) => c.id)).toEqual([extraCard!.id]);
    const north = MAIN_STREET.locations[1]!.id;
    const there = await call<Summary>(t, 'GET', `/checkout/${KEYSTONE.id}?ship_location_id=${north}`, master);
    expect(there.body.payment_methods.card.cards.map((c) => c.id)).toContain(extraCard!.id);
    expect(there.body.payment_methods.card.cards.length).toBeGreaterThan(1);

    // Placement refuses a card linked to another store (here: the demo card, not linked to downtown).
    const other = there.body.payment_methods.card.cards.find((c) => c.id !== extraCard!.id)!;
    const placed = await t.call('POST', `/api/v1/checkout/${KEYSTONE.id}`, {
      as: master,
      headers: { 'Idempotency-Key': `locations-${other.id}` },
      body: {
        ship_location_id: downtown,
        bill_location_id: downtown,
        payment_method: 'card',
        payment_card_id: other.id,
        shipping_method: 'ground',
        certification: true,
      },
    });
    expect(placed.status).toBe(422);
    expect(((await placed.json()) as { code: string }).code).toBe('PAYMENT_METHOD_NOT_ALLOWED');
  });

  it('refuses another account’s card, naming credit_card_ids', async () => {
    const [foreign] = await t.db
      .insert(paymentCards)
      .values({
        accountId: RIVERSIDE.id,
        brand: 'Visa',
        last4: '2222',
        expMonth: 12,
        expYear: 2031,
        holderName: 'Riverside',
        processorToken: 'sbx_tok_locations_riverside',
      })
      .returning();
    const { status, body } = await call<{ errors: Record<string, string[]> }>(
      t,
      'PATCH',
      `/locations/${downtown}/payment_methods`,
      master,
      { bank_account_ids: [], credit_card_ids: [foreign!.id] },
    );
    expect(status).toBe(400);
    expect(body.errors.credit_card_ids).toBeDefined();
  });
});
