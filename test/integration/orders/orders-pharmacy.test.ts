/**
 * The pharmacy's orders list, details and exports (pharmacy-side §2 /pharmacy/orders with its range
 * filter, per-page selector and the export.csv / export?type=pdf routes; §3 Order; §9 date-range
 * presets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRange, rangePresets } from '../../../domain/orders/date-range.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import { insertInvoice, insertOrder, SELLER } from './orders-pharmacy-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let supplier: Credentials;

type ListRow = {
  id: string;
  number: number;
  placed_at: string;
  fav: boolean;
  memo: string | null;
  total: string;
  item_count: number;
};
type List = { data: ListRow[]; page: number; per_page: number; total: number; range: string | null };

const list = async (query: string, as: Credentials = pharmacy) => {
  const response = await t.call('GET', `/api/v1/pharmacy/orders${query}`, { as });
  return { status: response.status, body: (await response.json()) as List };
};

/** Placed-at instants of the fixture orders: 12 in March 2026 (one a day from the 1st), 2 in February. */
const MARCH = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i, 15, 0)));
const FEBRUARY = [new Date('2026-02-27T10:00:00Z'), new Date('2026-02-28T23:59:00Z')];
let memoOrderId: string;

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('seller@example.com'),
    t.login('supplier@example.com'),
  ]);
  for (const placedAt of [...FEBRUARY, ...MARCH]) await insertOrder(t.db, { overrides: { placedAt } });
  const memoOrder = await insertOrder(t.db, {
    lines: [{ name: '=cmd|calc', quantity: 3, unitCents: 1_000 }],
    overrides: {
      placedAt: new Date('2026-04-02T12:00:00Z'),
      memo: '=HYPERLINK("http://evil.example")',
      fav: true,
    },
  });
  memoOrderId = memoOrder.id;
  await insertOrder(t.db, { pharmacy: SELLER, overrides: { placedAt: new Date('2026-03-05T12:00:00Z') } });
});
afterAll(() => t.close());

describe('GET /api/v1/pharmacy/orders', () => {
  it('lists only the caller’s orders, newest first, 25 a page by default (§2 orders list)', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(15);
    expect(body.per_page).toBe(25);
    expect(body.data[0]!.id).toBe(memoOrderId);
    const times = body.data.map((r) => r.placed_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with the per-page selector’s values and falls back to 25 for any other (§2 per-page selector)', async () => {
    const first = await list('?per_page=10&page=1');
    const second = await list('?per_page=10&page=2');
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data).toHaveLength(5);
    expect(new Set([...first.body.data, ...second.body.data].map((r) => r.id)).size).toBe(15);
    expect((await list('?per_page=7')).body.per_page).toBe(25);
  });

  it('filters by an MM/DD/YYYY range, inclusive of both days, with plus signs read as spaces (§2 range)', async () => {
    const spaced = await list(`?range=${encodeURIComponent('03/02/2026 - 03/04/2026')}`);
    expect(spaced.body.total).toBe(3);
    expect(spaced.body.range).toBe('03/02/2026 - 03/04/2026');
    const plus = await list('?range=03/02/2026+-+03/04/2026');
    expect(plus.body.data.map((r) => r.id)).toEqual(spaced.body.data.map((r) => r.id));
    const single = await list('?range=02/28/26');
    expect(single.body.total).toBe(1);
  });

  it('applies the presets of §9 as their ranges (Last Month, This Month, Last 7 Days)', async () => {
    const presets = Object.fromEntries(rangePresets('2026-03-12').map((p) => [p.label, formatRange(p)]));
    expect(Object.keys(presets)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'Last 30 Days',
      'This Month',
      'Last Month',
    ]);
    expect((await list(`?range=${encodeURIComponent(presets['Last Month']!)}`)).body.total).toBe(2);
    expect((await list(`?range=${encodeURIComponent(presets['This Month']!)}`)).body.total).toBe(12);
    expect((await list(`?range=${encodeURIComponent(presets['Last 7 Days']!)}`)).body.total).toBe(7);
    expect((await list(`?range=${encodeURIComponent(presets.Today!)}`)).body.total).toBe(1);
  });

  it('reads range days on the account’s calendar: late evening in Los Angeles is the next day in UTC', async () => {
    // Riverside Drug keeps America/Los_Angeles time: 05:30 UTC on Jan 16 is 21:30 on Jan 15 there.
    const evening = await insertOrder(t.db, {
      pharmacy: SELLER,
      overrides: { placedAt: new Date('2026-01-16T05:30:00Z') },
    });
    const onThe15th = await list(`?range=${encodeURIComponent('01/15/2026 - 01/15/2026')}`, seller);
    expect(onThe15th.body.data.map((r) => r.id)).toEqual([evening.id]);
    expect((await list(`?range=${encodeURIComponent('01/16/2026 - 01/16/2026')}`, seller)).body.total).toBe(
      0,
    );
    const csv = await t.call(
      'GET',
      `/api/v1/pharmacy/orders/export.csv?range=${encodeURIComponent('01/15/2026 - 01/15/2026')}`,
      {
        as: seller,
      },
    );
    expect(await csv.text()).toContain(`${evening.number},01/15/2026`);
  });

  it('answers 400 naming range when the range cannot be read or ends before it starts', async () => {
    const bad = await t.call('GET', '/api/v1/pharmacy/orders?range=03/10/2026%20-%2003/01/2026', {
      as: pharmacy,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('range');
  });

  it('filters favourites when fav=true', async () => {
    const { body } = await list('?fav=true');
    expect(body.data.map((r) => r.id)).toEqual([memoOrderId]);
  });

  it('turns suppliers away with 403 (pharmacy area)', async () => {
    expect((await t.call('GET', '/api/v1/pharmacy/orders', { as: supplier })).status).toBe(403);
  });
});

describe('GET /api/v1/pharmacy/orders/:id', () => {
  it('answers the details with lines, lot state, totals, memo, fav and the invoice (§3 Order, Line item)', async () => {
    const order = await insertOrder(t.db, {
      lines: [{ isBrand: true }, { quantity: 5 }],
      overrides: { status: 'invoiced', changeSummary: ['X: quantity changed from 3 to 2.'] },
    });
    await insertInvoice(t.db, order, { dueOn: '2000-01-01' });
    const response = await t.call('GET', `/api/v1/pharmacy/orders/${order.id}`, { as: pharmacy });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & {
      items: { confirmed: boolean; lot: string | null }[];
    };
    expect(body).toMatchObject({
      id: order.id,
      status: 'invoiced',
      fav: false,
      memo: null,
      change_summary: ['X: quantity changed from 3 to 2.'],
      lots_confirmed: false,
      can_edit: false,
      can_mark_delivered: false,
      invoice: { overdue: true, status: 'open' },
      supplier: { name: 'Keystone Wholesale Drug' },
      minimums: { minimum_order_total_cents: 10_000 },
    });
    expect(body.items).toHaveLength(2);
    expect(body.items.every((i) => !i.confirmed && i.lot === null)).toBe(true);
  });

  it('answers 404 for another pharmacy’s order (IDOR) and for an id that is not one (docs/decisions.md)', async () => {
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    expect((await t.call('GET', `/api/v1/pharmacy/orders/${foreign.id}`, { as: pharmacy })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/pharmacy/orders/${foreign.id}`, { as: seller })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/pharmacy/orders/not-an-id', { as: pharmacy })).status).toBe(404);
  });
});

describe('GET /api/v1/pharmacy/orders/:id/update_delivery_details (§2 edit shipment details)', () => {
  const details = async (id: string, query = '', as = pharmacy) => {
    const response = await t.call('GET', `/api/v1/pharmacy/orders/${id}/update_delivery_details${query}`, {
      as,
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: Record<string, unknown> } & Record<string, unknown>,
    };
  };

  it("dates the edited method from today on the supplier's calendar, with every method's date and fee", async () => {
    t.setNow(new Date('2026-11-18T15:00:00Z')); // a Wednesday, before Keystone's cut-off
    try {
      const order = await insertOrder(t.db);
      const own = await details(order.id);
      expect(own.status).toBe(200);
      // Austin is 1,359 miles from Keystone's ship-from ZIP (Harrisburg, PA): four days by ground.
      expect(own.body.data).toMatchObject({
        shipping_method: 'ground',
        delivery_date: '2026-11-24',
        label: 'Tuesday, Nov 24',
      });
      const overnight = await details(order.id, '?shipping_method=overnight');
      expect(overnight.body.data).toMatchObject({
        shipping_method: 'overnight',
        delivery_date: '2026-11-19',
        label: 'Tomorrow',
      });
      expect(overnight.body.data.options).toEqual([
        {
          service_type: 'overnight',
          name: 'Next Day Air',
          label: 'Tomorrow',
          delivery_date: '2026-11-19',
          fee_cents: 4_500,
        },
        {
          service_type: 'two_day',
          name: '2nd Day Air',
          label: 'Friday, Nov 20',
          delivery_date: '2026-11-20',
          fee_cents: 2_500,
        },
        {
          service_type: 'ground',
          name: 'Ground',
          label: 'Tuesday, Nov 24',
          delivery_date: '2026-11-24',
          fee_cents: 1_500,
        },
      ]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('answers 422 naming shipping_method for a method the supplier does not offer, 404 for a foreign order', async () => {
    const order = await insertOrder(t.db);
    const unknown = await details(order.id, '?shipping_method=teleport');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: { shipping_method: ['Please choose one of the shipping methods this supplier offers.'] },
    });
    const foreign = await insertOrder(t.db, { pharmacy: SELLER });
    expect((await details(foreign.id)).status).toBe(404);
    expect((await details(order.id, '', supplier)).status).toBe(403);
  });
});

describe('orders export', () => {
  it('writes CSV with a header, one line per order of the range and formula cells neutralised (§2 export.csv)', async () => {
    const response = await t.call(
      'GET',
      `/api/v1/pharmacy/orders/export.csv?range=${encodeURIComponent('04/01/2026 - 04/30/2026')}`,
      { as: pharmacy },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order #,Placed,Supplier,Status,Items,Item total,Shipping,Card fee,ACH discount,Tax,Total,Payment method,Shipping method,Favorite,Memo',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('04/02/2026,Keystone Wholesale Drug,placed,1,$30.00,$15.00');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('exports every order of the caller and none of another pharmacy when no range is given', async () => {
    const text = await (await t.call('GET', '/api/v1/pharmacy/orders/export.csv', { as: pharmacy })).text();
    const numbers = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    const own = await list('?per_page=100');
    const foreign = await list('?per_page=100', seller);
    expect(numbers.sort()).toEqual(own.body.data.map((r) => r.number).sort());
    expect(foreign.body.data.length).toBeGreaterThan(0);
    expect(numbers.some((n) => foreign.body.data.some((r) => r.number === n))).toBe(false);
  });

  it('writes a real PDF for type=pdf (§2 export?type=pdf)', async () => {
    const response = await t.call(
      'GET',
      `/api/v1/pharmacy/orders/export?type=pdf&range=${encodeURIComponent('03/01/2026 - 03/31/2026')}`,
      { as: pharmacy },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/^%PDF-[\s\S]*%%EOF\s*$/);
    const text = await pdfText(bytes);
    expect(text).toMatch(/^Range: 03\/01\/2026 - 03\/31\/2026/m);
    expect(text).toContain('12 orders, total');
  });

  it('leaves cancelled orders out of the export total, listed and marked (docs/decisions.md)', async () => {
    const kept = await insertOrder(t.db, { overrides: { placedAt: new Date('2026-06-03T15:00:00Z') } });
    const cancelled = await insertOrder(t.db, {
      lines: [{ quantity: 2, unitCents: 1_000 }],
      overrides: { placedAt: new Date('2026-06-04T15:00:00Z'), status: 'cancelled' },
    });
    const response = await t.call(
      'GET',
      `/api/v1/pharmacy/orders/export?type=pdf&range=${encodeURIComponent('06/01/2026 - 06/30/2026')}`,
      { as: pharmacy },
    );
    const text = await pdfText(await response.arrayBuffer());
    // $100.00 of items and $15.00 shipping are counted; the cancelled order's $35.00 is not.
    expect(text.split('\n')).toContain('2 orders, 1 cancelled and not counted; total $115.00');
    expect(text).toMatch(new RegExp(`^${cancelled.number} +06/04/2026 .* cancelled\\* `, 'm'));
    expect(text).toMatch(new RegExp(`^${kept.number} +06/03/2026 .* placed `, 'm'));
    expect(text.split('\n')).toContain('* Cancelled: listed, not counted in the total.');
    const csv = await t.call(
      'GET',
      `/api/v1/pharmacy/orders/export.csv?range=${encodeURIComponent('06/01/2026 - 06/30/2026')}`,
      { as: pharmacy },
    );
    expect((await csv.text()).trimEnd().split('\r\n').slice(1)).toEqual([
      expect.stringContaining(`${cancelled.number},06/04/2026,Keystone Wholesale Drug,cancelled,`),
      expect.stringContaining(`${kept.number},06/03/2026,Keystone Wholesale Drug,placed,`),
    ]);
  });

  it('answers 400 for an unreadable range in an export', async () => {
    expect(
      (await t.call('GET', '/api/v1/pharmacy/orders/export.csv?range=soon', { as: pharmacy })).status,
    ).toBe(400);
  });
});
