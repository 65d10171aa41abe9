/**
 * The pharmacy's writes on its orders (pharmacy-side §7): PATCH /orders/toggle_fav, /orders/fav_bulk,
 * /orders/unfav_bulk, /orders/save_memo and PATCH /api/v1/inventory/{productId}/update_lot_number
 * (§3 Lot update, §4 Lot number confirmation, §5 Dates). Ids in bodies are the caller's or 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertOrder, SELLER } from './orders-pharmacy-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;

const patch = async (path: string, body: unknown, as: Credentials = pharmacy) => {
  const response = await t.call('PATCH', `/api/v1${path}`, { as, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const favOf = async (id: string) =>
  (await t.db.select({ fav: orders.fav }).from(orders).where(eq(orders.id, id)))[0]!.fav;

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('supplier@example.com'),
  ]);
});
afterAll(() => t.close());

describe('PATCH /api/v1/orders/toggle_fav', () => {
  it('stars then unstars an order, answering order.fav and a message (§4 Orders: favourite toggles on/off)', async () => {
    const order = await insertOrder(t.db);
    const on = await patch('/orders/toggle_fav', { id: order.id });
    expect(on).toEqual({
      status: 200,
      body: { order: { id: order.id, fav: true }, message: 'Order added to favorites.' },
    });
    const off = await patch('/orders/toggle_fav', { id: order.id });
    expect(off.body).toMatchObject({ order: { fav: false }, message: 'Order removed from favorites.' });
  });

  it('answers 404 for another pharmacy’s order and leaves it alone (IDOR in the body)', async () => {
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    expect((await patch('/orders/toggle_fav', { id: foreign.id })).status).toBe(404);
    expect(await favOf(foreign.id)).toBe(false);
  });

  it('answers 400 naming an unknown field, and 403 to a supplier', async () => {
    const order = await insertOrder(t.db);
    const extra = await patch('/orders/toggle_fav', { id: order.id, fav: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toHaveProperty('fav');
    expect((await patch('/orders/toggle_fav', { id: order.id }, supplier)).status).toBe(403);
  });
});

describe('PATCH /api/v1/orders/fav_bulk and unfav_bulk', () => {
  it('stars and unstars several orders with a counted message (§7 ids → message)', async () => {
    const [a, b] = [await insertOrder(t.db), await insertOrder(t.db)];
    const fav = await patch('/orders/fav_bulk', { ids: [a.id, b.id] });
    expect(fav).toEqual({ status: 200, body: { updated: 2, message: '2 orders added to favorites.' } });
    expect([await favOf(a.id), await favOf(b.id)]).toEqual([true, true]);
    const unfav = await patch('/orders/unfav_bulk', { ids: [a.id] });
    expect(unfav.body).toEqual({ updated: 1, message: '1 order removed from favorites.' });
    expect([await favOf(a.id), await favOf(b.id)]).toEqual([false, true]);
  });

  it('changes nothing and answers 404 when one id is another pharmacy’s (all or none)', async () => {
    const own = await insertOrder(t.db);
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    expect((await patch('/orders/fav_bulk', { ids: [own.id, foreign.id] })).status).toBe(404);
    expect([await favOf(own.id), await favOf(foreign.id)]).toEqual([false, false]);
  });

  it('answers 400 for an empty selection', async () => {
    expect((await patch('/orders/fav_bulk', { ids: [] })).status).toBe(400);
  });
});

describe('PATCH /api/v1/orders/save_memo', () => {
  it('saves the memo and clears it when blank (§4 Orders: memo can be saved)', async () => {
    const order = await insertOrder(t.db);
    expect(await patch('/orders/save_memo', { id: order.id, memo: 'Call before delivery' })).toEqual({
      status: 200,
      body: { order: { id: order.id, memo: 'Call before delivery' }, message: 'Memo saved.' },
    });
    expect((await patch('/orders/save_memo', { id: order.id, memo: '  ' })).body).toMatchObject({
      order: { memo: null },
    });
  });

  it('answers 400 for a memo over 1000 characters and 404 for another pharmacy’s order', async () => {
    const order = await insertOrder(t.db);
    const long = await patch('/orders/save_memo', { id: order.id, memo: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('memo');
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    expect((await patch('/orders/save_memo', { id: foreign.id, memo: 'mine now' })).status).toBe(404);
  });
});

describe('PATCH /api/v1/inventory/:productId/update_lot_number', () => {
  const lotPath = (productId: string) => `/inventory/${productId}/update_lot_number`;

  it('records lot and expiry in either date format and marks the line confirmed (§4 Lot number confirmation)', async () => {
    const order = await insertOrder(t.db, { lines: [{}, {}] });
    const [first, second] = order.items;
    const saved = await patch(lotPath(first!.productId), {
      line_item_id: first!.id,
      lot: 'LOT-42A',
      exp_date: '07-31-2027',
    });
    expect(saved).toEqual({
      status: 200,
      body: {
        line_item: { id: first!.id, lot: 'LOT-42A', exp_date: '2027-07-31', confirmed: true },
        message: 'Lot number and expiration date confirmed.',
      },
    });
    const details = async () =>
      (await (await t.call('GET', `/api/v1/pharmacy/orders/${order.id}`, { as: pharmacy })).json()) as {
        lots_confirmed: boolean;
        items: { id: string; confirmed: boolean }[];
      };
    expect((await details()).lots_confirmed).toBe(false);
    await patch(lotPath(second!.productId), { line_item_id: second!.id, lot: 'B-7', exp_date: '2028-01-15' });
    const after = await details();
    expect(after.lots_confirmed).toBe(true);
    expect(after.items.every((i) => i.confirmed)).toBe(true);
  });

  it('answers 404 for a line of another pharmacy’s order (IDOR)', async () => {
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    const line = foreign.items[0]!;
    expect(
      (await patch(lotPath(line.productId), { line_item_id: line.id, lot: 'X', exp_date: '2027-01-01' }))
        .status,
    ).toBe(404);
  });

  it('answers 404 when the line is of another product than the path names', async () => {
    const order = await insertOrder(t.db, { lines: [{}, {}] });
    const [first, second] = order.items;
    const response = await patch(lotPath(second!.productId), {
      line_item_id: first!.id,
      lot: 'X',
      exp_date: '2027-01-01',
    });
    expect(response.status).toBe(404);
  });

  it('answers 400 with the spec’s date message for an impossible date (§5 Dates)', async () => {
    const order = await insertOrder(t.db);
    const line = order.items[0]!;
    const response = await patch(lotPath(line.productId), {
      line_item_id: line.id,
      lot: 'X',
      exp_date: '02-30-2027',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      exp_date: ['Please enter a valid date in the format MM-DD-YYYY'],
    });
  });

  it('turns suppliers away with 403', async () => {
    const order = await insertOrder(t.db);
    const line = order.items[0]!;
    expect(
      (
        await patch(
          lotPath(line.productId),
          { line_item_id: line.id, lot: 'X', exp_date: '2027-01-01' },
          supplier,
        )
      ).status,
    ).toBe(403);
  });
});
