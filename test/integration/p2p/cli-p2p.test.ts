/**
 * `pharmacy dscsa search --ndc --lot` and `pharmacy p2p payouts` (issue 13, CLI) against a real API
 * process: the records the caller may read (the buyer and the seller see theirs, a wholesaler is
 * refused), and the seller's payout ledger with its totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dscsaTransactionRecords, orders, p2pPayouts } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { payoutAmounts } from '../../../domain/p2p/payout.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { eq } from 'drizzle-orm';
import { placeP2pOrder, SELLER } from './p2p-orders-fixtures.ts';

type Who = 'seller' | 'pharmacy' | 'supplier';
const EMAILS: Record<Who, string> = {
  seller: 'seller@example.com',
  pharmacy: 'pharmacy@example.com',
  supplier: 'supplier@example.com',
};

let stack: CliStack;
const cli = (as: Who, args: string[], input?: string) => stack.cli(args, { input, config: as });

let ndc: string;

beforeAll(async () => {
  stack = await startCliStack('cli-p2p');
  for (const who of Object.keys(EMAILS) as Who[]) {
    const login = await cli(who, ['login', '--email', EMAILS[who]], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);
  }
  // A released sale of the demo seller with its DSCSA record, written as the workflow leaves them.
  const db = stack.database;
  const { order, lines } = await placeP2pOrder(db, { lines: [{}] });
  await db.db
    .update(orders)
    .set({ workflowStartedAt: new Date(), status: 'paid' })
    .where(eq(orders.id, order.id));
  await db.db.insert(p2pPayouts).values({
    orderId: order.id,
    sellerAccountId: SELLER.id,
    ...payoutAmounts(order.totalCents),
    status: 'released',
    releasedAt: new Date(),
  });
  ndc = lines[0]!.ndc;
  await db.db.insert(dscsaTransactionRecords).values({
    orderId: order.id,
    orderItemId: lines[0]!.id,
    sellerAccountId: SELLER.id,
    buyerAccountId: order.pharmacyAccountId,
    ndc,
    productName: lines[0]!.name,
    strength: '10 mg',
    dosageForm: 'tablet',
    containerSize: '100',
    quantity: 2,
    lot: 'CLI-LOT',
    expiryDate: '2030-01-31',
    transactionDate: new Date().toISOString().slice(0, 10),
    shipmentDate: new Date().toISOString().slice(0, 10),
    seller: { name: SELLER.name, address: order.shipAddress },
    buyer: { name: 'Main Street Pharmacy', address: order.shipAddress },
    history: [],
    statement: 'statement',
  });
}, 180_000);
afterAll(() => stack?.close());

describe('pharmacy dscsa search', () => {
  it('finds the record by NDC and lot for the buyer and the seller; a wholesaler is refused', async () => {
    for (const who of ['pharmacy', 'seller'] as const) {
      const result = await cli(who, ['dscsa', 'search', '--ndc', ndc, '--lot', 'CLI-LOT', '--json']);
      expect(result.code, result.stderr).toBe(0);
      const list = JSON.parse(result.stdout) as { data: { lot: string; ndc: string }[] };
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toMatchObject({ lot: 'CLI-LOT', ndc });
    }
    const table = await cli('pharmacy', ['dscsa', 'search', '--ndc', ndc]);
    expect(table.stdout).toContain('CLI-LOT');
    const refused = await cli('supplier', ['dscsa', 'search', '--ndc', ndc]);
    expect(refused.code).not.toBe(0);
    const bad = await cli('pharmacy', ['dscsa', 'search', '--ndc', '123']);
    expect(bad.code).not.toBe(0);
  });
});

describe('pharmacy p2p payouts', () => {
  it('prints the seller’s ledger with its totals', async () => {
    const result = await cli('seller', ['p2p', 'payouts']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('released');
    expect(result.stdout).toMatch(/Held \$0\.00, released \$/);
  });
});
