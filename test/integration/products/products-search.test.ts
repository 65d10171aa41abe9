/**
 * The product search box (spec supplier-side §2 Product search, §3 suggestion fields, §5 at least
 * 3 characters, §8 400 invalid input; pharmacy-side §9 autocomplete limit 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

let t: TestContext;
let pharmacy: Credentials;
const ids: Record<string, string> = {};
const listingIds: Record<string, string> = {};
const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;
const today = isoDate(new Date());

type Suggestion = Record<string, unknown> & { id: string; name: string };

async function search(query: string, as: Credentials = pharmacy) {
  const response = await t.call('GET', `/api/v1/products/search?${query}`, { as });
  return {
    status: response.status,
    body: (await response.json()) as { data: Suggestion[] } & Record<string, unknown>,
  };
}
const found = async (query: string) => (await search(query)).body.data.map((s) => s.id);

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
  const add = async (
    key: string,
    product: Parameters<typeof insertProduct>[1],
    listing: Parameters<typeof insertListing>[2] = {},
  ) => {
    const row = await insertProduct(t.db, product);
    listingIds[key] = (await insertListing(t.db, row.id, listing)).id;
    ids[key] = row.id;
  };
  // One product per 10-digit layout: 4-4-2 (9912-3456-78), 5-3-2 (99123-456-78), 5-4-1 (99123-4567-7).
  await add('ndc442', { ndc: '09912345678', name: 'Quixaprofen Sodium', genericName: 'quixaprofen sodium' });
  await add('ndc532', { ndc: '99123045678', name: 'Brandomax', genericName: 'quixaprofen potassium' });
  await add('ndc541', { ndc: '99123456707', name: 'Velquinate', genericName: 'velquinate' });
  await add('supplier2Only', { name: 'Quixaprofen Supplier Two' }, { supplierAccountId: SUPPLIER2_ID });
  await add('shortDated', { name: 'Quixaprofen Shortdate' }, { expiryDate: addDays(today, 30) });
  await add('noStock', { name: 'Quixaprofen Nostock' }, { stock: 0 });
  await add('inactive', { name: 'Quixaprofen Inactive' }, { active: false });
  const unlisted = await insertProduct(t.db, { name: 'Quixaprofen Unlisted' });
  ids.unlisted = unlisted.id;
});
afterAll(() => t.close());

describe('GET /api/v1/products/search', () => {
  it('answers 400 invalid input naming `input` when fewer than 3 characters are typed (supplier-side §5, §8)', async () => {
    for (const input of ['', 'qu', '  q ']) {
      const { status, body } = await search(`input=${encodeURIComponent(input)}`);
      expect(status, input).toBe(400);
      expect(body.message).toBe('Invalid input');
      expect(body.errors).toHaveProperty('input');
    }
  });

  it('returns every suggestion field of supplier-side §3', async () => {
    const { status, body } = await search('input=velquin');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: ids.ndc541,
      ndc: '99123-4567-07',
      name: 'Velquinate',
      value: 'Velquinate',
      form: 'TABLET, FILM COATED',
      strength: '20 mg',
      package_size: '90 TABLET in 1 BOTTLE',
      package_qty: 90,
      manufacturer: 'Fixture Labs',
      route: 'ORAL',
      gpi: null,
      ddi: null,
      incart: false,
      suggestion: true,
    });
    expect(body.data[0]!.label).toBe(body.data[0]!.display_text);
    expect(String(body.data[0]!.display_text)).toContain('Velquinate');
  });

  it('matches names by prefix, case-insensitively, on the name and the generic name', async () => {
    const byName = await found('input=QUIXA');
    expect(byName).toEqual(expect.arrayContaining([ids.ndc442, ids.supplier2Only, ids.shortDated]));
    // Brandomax is found through its generic name.
    expect(byName).toContain(ids.ndc532);
  });

  it('matches a name by infix when the text is inside the name', async () => {
    expect(await found('input=xaprofen%20sod')).toEqual([ids.ndc442]);
    expect(await found('input=quinat')).toEqual([ids.ndc541]);
  });

  it('lists only products with an active listing in stock', async () => {
    const result = await found('input=quixaprofen');
    expect(result).not.toContain(ids.noStock);
    expect(result).not.toContain(ids.inactive);
    expect(result).not.toContain(ids.unlisted);
  });

  it.each([
    ['4-4-2', '9912-3456-78', 'ndc442'],
    ['5-3-2', '99123-456-78', 'ndc532'],
    ['5-4-1', '99123-4567-7', 'ndc541'],
    ['5-4-2', '99123-4567-07', 'ndc541'],
    ['11 digits', '99123456707', 'ndc541'],
    ['10 digits of a 4-4-2 code', '9912345678', 'ndc442'],
    ['10 digits of a 5-3-2 code', '9912345678', 'ndc532'],
    ['10 digits of a 5-4-1 code', '9912345677', 'ndc541'],
  ])(
    'finds a product by its NDC typed as %s (supplier-side §4, fetch by ndc)',
    async (_layout, input, key) => {
      expect(await found(`input=${input}`)).toContain(ids[key]);
    },
  );

  it('finds products by an NDC prefix', async () => {
    expect(await found('input=99123-45')).toEqual(expect.arrayContaining([ids.ndc541]));
  });

  it('keeps only one wholesaler when wholesaler_id is given', async () => {
    expect(await found(`input=quixaprofen&wholesaler_id=${SUPPLIER_ID}`)).not.toContain(ids.supplier2Only);
    expect(await found(`input=quixaprofen&wholesaler_id=${SUPPLIER2_ID}`)).toEqual([ids.supplier2Only]);
  });

  it('keeps only short-dated stock when short_date=1', async () => {
    expect(await found('input=quixaprofen&short_date=1')).toEqual([ids.shortDated]);
  });

  it('honours the limit and caps it at 25', async () => {
    expect(await found('input=quixaprofen&limit=2')).toHaveLength(2);
    expect((await search('input=quixaprofen&limit=26')).status).toBe(400);
  });

  it('lets suppliers search too (supplier-side §2)', async () => {
    const supplier = await t.login('supplier@example.com');
    const { status, body } = await search('input=velquinate', supplier);
    expect(status).toBe(200);
    expect(body.data.map((s) => s.id)).toEqual([ids.ndc541]);
  });
});

describe('incart (supplier-side §3 Product search suggestion: incart flag)', () => {
  const put = (key: string, supplierAccountId: string, saved = false) =>
    t.db.insert(cartItems).values({
      pharmacyAccountId: PHARMACY_ID,
      supplierAccountId,
      listingId: listingIds[key]!,
      quantity: 1,
      saved,
    });
  const incartOf = async (query: string) =>
    Object.fromEntries((await search(query)).body.data.map((s) => [s.id, s.incart]));

  it("is true for a product whose listing is in the caller's cart and false for the rest of the page", async () => {
    await put('ndc442', SUPPLIER_ID);
    await put('shortDated', SUPPLIER_ID, true);
    try {
      const flags = await incartOf('input=quixaprofen');
      expect(flags[ids.ndc442!]).toBe(true);
      // A saved-for-later item is not in the cart.
      expect(flags[ids.shortDated!]).toBe(false);
      expect(flags[ids.ndc532!]).toBe(false);
      expect(flags[ids.supplier2Only!]).toBe(false);
      // Found by NDC too.
      expect((await incartOf('input=9912-3456-78'))[ids.ndc442!]).toBe(true);
      // Another account's cart is not the caller's: the supplier searching sees no cart.
      const supplier = await t.login('supplier@example.com');
      const asSupplier = (await search('input=quixaprofen', supplier)).body.data;
      expect(asSupplier.find((s) => s.id === ids.ndc442)?.incart).toBe(false);
    } finally {
      await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY_ID));
    }
  });

  it("counts only the searched wholesaler's listings when wholesaler_id is given", async () => {
    const both = await insertProduct(t.db, { name: 'Quixaprofen Twice' });
    await insertListing(t.db, both.id);
    listingIds.twice = (await insertListing(t.db, both.id, { supplierAccountId: SUPPLIER2_ID })).id;
    await put('twice', SUPPLIER2_ID);
    try {
      expect((await incartOf('input=quixaprofen%20twice'))[both.id]).toBe(true);
      expect((await incartOf(`input=quixaprofen%20twice&wholesaler_id=${SUPPLIER2_ID}`))[both.id]).toBe(true);
      expect((await incartOf(`input=quixaprofen%20twice&wholesaler_id=${SUPPLIER_ID}`))[both.id]).toBe(false);
    } finally {
      await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY_ID));
    }
  });
});
