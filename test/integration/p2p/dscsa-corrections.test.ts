/**
 * A DSCSA record's correction by support (issue 22, Trust round 3): it names who corrected what and
 * why, on the new version and in the audit trail; two corrections of the same version at once
 * give one new version and a 409, never a 500.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { auditEvents, dscsaTransactionRecords } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { placeP2pOrder, recordsOf, SELLER } from './p2p-orders-fixtures.ts';

const SUPPORT = DEMO_ACCOUNTS.find((a) => a.user.email === 'support@example.com')!;

let t: TestContext;
let support: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `dscsa-corrections-${crypto.randomUUID()}` });
  support = await t.login('support@example.com');
});
afterAll(() => t?.close());

/** Version 1 of a line's record, as the seller's shipment writes it. */
async function firstVersion() {
  const { order, lines } = await placeP2pOrder(t, { lines: [{}] });
  const party = { name: 'Party', address: order.shipAddress };
  const [record] = await t.db
    .insert(dscsaTransactionRecords)
    .values({
      orderId: order.id,
      orderItemId: lines[0]!.id,
      sellerAccountId: SELLER.id,
      buyerAccountId: order.pharmacyAccountId,
      ndc: lines[0]!.ndc,
      productName: 'Fixture',
      strength: '10 mg',
      dosageForm: 'tablet',
      containerSize: '100',
      quantity: 2,
      lot: 'A1',
      expiryDate: '2029-01-31',
      transactionDate: new Date().toISOString().slice(0, 10),
      shipmentDate: new Date().toISOString().slice(0, 10),
      seller: party,
      buyer: party,
      history: [],
      statement: 'statement',
    })
    .returning();
  return record!;
}

/** Polls until `n` sessions wait on a lock. */
async function waitForLockWaiters(n: number) {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.sql<{ waiting: number }[]>`
      select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`;
    if (row!.waiting >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${n} sessions waited on the lock`);
}

const correct = (id: string, body: object) =>
  t.call('POST', `/api/v1/dscsa/records/${id}/correct`, { as: support, body });

describe('DSCSA record corrections', () => {
  it('answers one new version and one 409 when two corrections of the same version race, recording actor, reason and an audit event', async () => {
    const record = await firstVersion();
    // Both corrections are made to wait on the record until each is inside its transaction.
    const held = await t.sql.reserve();
    await held`begin`;
    // The correction's own lock (an advisory one: the application role may not lock DSCSA rows).
    await held`select pg_advisory_xact_lock(hashtextextended(${`dscsa-correction:${record.id}`}, 0))`;
    const racing = Promise.all([
      correct(record.id, { reason: 'Lot typed wrong', lot: 'A1-B' }),
      correct(record.id, { reason: 'Expiry typed wrong', expiry_date: '2029-02-28' }),
    ]);
    await waitForLockWaiters(2);
    await held`commit`;
    held.release();
    const answers = await racing;
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This DSCSA record has been corrected since you read it (version 2 is the newest): review that version and correct it instead.',
    );

    const versions = await recordsOf(t, record.orderId);
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const v2 = versions.find((v) => v.version === 2)!;
    const won = (await answers.find((a) => a.status === 201)!.json()) as { id: string };
    expect(v2.id).toBe(won.id);
    expect(v2.correctedByUserId).toBe(SUPPORT.user.id);
    expect(['Lot typed wrong', 'Expiry typed wrong']).toContain(v2.correctionReason);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dscsa.record_corrected'), eq(auditEvents.target, v2.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: SUPPORT.user.id, actorAccountId: SUPPORT.id });
    expect(audits[0]!.details).toMatchObject({
      corrected_record_id: record.id,
      order_item_id: record.orderItemId,
      version: 2,
      reason: v2.correctionReason,
    });
    const changes = (audits[0]!.details as { changes: Record<string, unknown> }).changes;
    expect(changes).toEqual(
      v2.lot === 'A1-B'
        ? { lot: { from: 'A1', to: 'A1-B' } }
        : { expiry_date: { from: '2029-01-31', to: '2029-02-28' } },
    );
  });

  it('refuses a correction of a version that is no longer the newest (409), writing nothing', async () => {
    const record = await firstVersion();
    expect((await correct(record.id, { reason: 'Lot typed wrong', lot: 'A1-B' })).status).toBe(201);
    const stale = await correct(record.id, { reason: 'Quantity typed wrong', quantity: 3 });
    expect(stale.status).toBe(409);
    expect((await recordsOf(t, record.orderId)).map((v) => v.version).sort()).toEqual([1, 2]);
  });

  it('refuses a correction that changes nothing (400 naming the field), writing nothing', async () => {
    const record = await firstVersion();
    const same = await correct(record.id, { reason: 'Checked again', lot: 'A1' });
    expect(same.status).toBe(400);
    expect(Object.keys(((await same.json()) as { errors: object }).errors)).toEqual(['lot']);
    expect((await recordsOf(t, record.orderId)).map((v) => v.version)).toEqual([1]);
  });
});
