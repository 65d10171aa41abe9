/**
 * `pharmacy listings list` and `pharmacy support missing-proofs [--notify <id>]` (issue 13 part A)
 * against a real API process: the approved seller lists its p2p listings with their proof state;
 * support sees the one missing its proof and tells the seller, once a day; a pharmacy that is not
 * a seller is pointed to the registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { approveSeller } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';

const SELLER = accountOf('seller@example.com');
let stack: CliStack;
let listingId: string;

beforeAll(async () => {
  stack = await startCliStack('cli-p2p-listings');
  await approveSeller(stack.database.db, { accountId: SELLER.id, userId: SELLER.user.id });
  const product = await insertProduct(stack.database.db, { name: 'Cliprofen' });
  listingId = (
    await insertListing(stack.database.db, product.id, {
      supplierAccountId: SELLER.id,
      isP2p: true,
      lot: 'CLI-7',
    })
  ).id;
  for (const [config, email] of [
    ['seller', 'seller@example.com'],
    ['support', 'support@example.com'],
    ['pharmacy', 'pharmacy@example.com'],
  ] as const) {
    const login = await stack.cli(['login', '--email', email], { input: `${DEMO_PASSWORD}\n`, config });
    expect(login.code, login.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy listings list', () => {
  it('lists the seller’s p2p listings with their proof state', async () => {
    const result = await stack.cli(['listings', 'list', '--search', 'CLI-7'], { config: 'seller' });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Cliprofen');
    expect(result.stdout).toContain('MISSING');
  });

  it('points a pharmacy that is not a seller to the registration', async () => {
    const result = await stack.cli(['listings', 'list'], { config: 'pharmacy' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('/pharmacy/become_seller');
  });
});

describe('pharmacy support missing-proofs', () => {
  it('lists the listing missing its proof and tells the seller once a day', async () => {
    const queue = await stack.cli(['support', 'missing-proofs', '--json'], { config: 'support' });
    expect(queue.code, queue.stderr).toBe(0);
    const page = JSON.parse(queue.stdout) as { data: { listing_id: string; missing: string[] }[] };
    expect(page.data.find((r) => r.listing_id === listingId)?.missing).toContain('proof_of_purchase');
    const told = await stack.cli(['support', 'missing-proofs', '--notify', listingId], { config: 'support' });
    expect(told.stdout).toContain('The seller was told what to upload.');
    const again = await stack.cli(['support', 'missing-proofs', '--notify', listingId], {
      config: 'support',
    });
    expect(again.stdout).toContain('already told');
  });
});
