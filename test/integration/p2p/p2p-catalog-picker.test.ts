/**
 * The new-listing form's product picker (issue 13): an approved seller finds a catalog product
 * nobody lists yet, which the buyers' search never suggests; a pharmacy that is not a seller is
 * refused; fewer than 3 characters is a 400 naming keyword.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;
const SELLER = accountOf('seller@example.com');

beforeAll(async () => {
  t = await createTestContext();
  await approveSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
  seller = await t.login('seller@example.com');
  buyer = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

type Suggestions = { data: { id: string; name: string }[] };

describe('catalog suggestions for a new listing', () => {
  it('finds a product nobody lists, which the buyers’ search leaves out', async () => {
    const name = `Unlistazine ${randomUUID().slice(0, 6)}`;
    const product = await insertProduct(t.db, { name, isDemo: false });
    const picked = await t.call(
      'GET',
      `/api/v1/pharmacy/catalog/suggestions?keyword=${encodeURIComponent(name)}`,
      {
        as: seller,
      },
    );
    expect(picked.status).toBe(200);
    expect(((await picked.json()) as Suggestions).data.map((s) => s.id)).toEqual([product.id]);
    const searched = await t.call('GET', `/api/v1/products/search?input=${encodeURIComponent(name)}`, {
      as: buyer,
    });
    expect(((await searched.json()) as Suggestions).data).toEqual([]);
  });

  it('refuses a pharmacy that is not a seller, and a keyword under 3 characters', async () => {
    const refused = await t.call('GET', '/api/v1/pharmacy/catalog/suggestions?keyword=zen', { as: buyer });
    expect(refused.status).toBe(403);
    const short = await t.call('GET', '/api/v1/pharmacy/catalog/suggestions?keyword=ze', { as: seller });
    expect(short.status).toBe(400);
    expect(Object.keys(((await short.json()) as { errors: Record<string, string[]> }).errors)).toEqual([
      'keyword',
    ]);
  });
});
