/**
 * The sandbox card processor's ledger (activities/payments/sandbox-card-processor.ts): authorise,
 * capture, void and refund, each keyed so a repeat moves money once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxCardProcessor } from '../../../activities/payments/sandbox-card-processor.ts';
import { sandboxCardCharges, sandboxCardRefunds } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function tokenFor(number = '4242424242424242') {
  const processor = createSandboxCardProcessor(t.db, () => new Date());
  const token = await processor.tokenize({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  return { processor, token: token.token };
}

async function chargeRow(key: string) {
  const [row] = await t.db
    .select()
    .from(sandboxCardCharges)
    .where(eq(sandboxCardCharges.idempotencyKey, key));
  return row!;
}

describe('sandbox card processor', () => {
  it('answers a repeated authorisation with the first result and holds once (idempotency key)', async () => {
    const { processor, token } = await tokenFor();
    const key = `test:${randomUUID()}`;
    const first = await processor.authorize({ token, amountCents: 1_234, idempotencyKey: key });
    const again = await processor.authorize({ token, amountCents: 1_234, idempotencyKey: key });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(
      await t.db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, key)),
    ).toHaveLength(1);
    expect((await chargeRow(key)).outcome).toBe('authorized');
  });

  it('declines the saved-then-declined test card when it is charged, with its message', async () => {
    const { processor, token } = await tokenFor('4000000000000341');
    expect(
      await processor.authorize({ token, amountCents: 100, idempotencyKey: `test:${randomUUID()}` }),
    ).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('captures once, and a captured charge cannot be voided', async () => {
    const { processor, token } = await tokenFor();
    const key = `test:${randomUUID()}`;
    const held = await processor.authorize({ token, amountCents: 5_000, idempotencyKey: key });
    if (!held.ok) throw new Error('authorisation refused');
    await processor.capture(held.ref);
    await processor.capture(held.ref);
    expect((await chargeRow(key)).outcome).toBe('captured');
    expect(await processor.voidAuthorization(key)).toBe('captured');
    expect((await chargeRow(key)).outcome).toBe('captured');
  });

  it('voids a hold that was never captured, which then cannot be captured; an unknown key is none', async () => {
    const { processor, token } = await tokenFor();
    const key = `test:${randomUUID()}`;
    const held = await processor.authorize({ token, amountCents: 5_000, idempotencyKey: key });
    if (!held.ok) throw new Error('authorisation refused');
    expect(await processor.voidAuthorization(key)).toBe('voided');
    await expect(processor.capture(held.ref)).rejects.toThrow(/cannot be captured/);
    expect(await processor.voidAuthorization(`test:${randomUUID()}`)).toBe('none');
  });

  it('refunds a captured charge in parts, once per key, never more than was charged', async () => {
    const { processor, token } = await tokenFor();
    const key = `test:${randomUUID()}`;
    const held = await processor.authorize({ token, amountCents: 5_000, idempotencyKey: key });
    if (!held.ok) throw new Error('authorisation refused');
    const early = await processor.refund({
      ref: held.ref,
      amountCents: 100,
      idempotencyKey: `r:${randomUUID()}`,
    });
    expect(early).toEqual({ ok: false, message: 'Only a captured charge can be refunded.' });
    await processor.capture(held.ref);
    const refundKey = `r:${randomUUID()}`;
    const first = await processor.refund({ ref: held.ref, amountCents: 3_000, idempotencyKey: refundKey });
    const again = await processor.refund({ ref: held.ref, amountCents: 3_000, idempotencyKey: refundKey });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    const tooMuch = await processor.refund({
      ref: held.ref,
      amountCents: 2_001,
      idempotencyKey: `r:${randomUUID()}`,
    });
    expect(tooMuch).toEqual({ ok: false, message: 'A refund cannot exceed what is left of the charge.' });
    expect((await chargeRow(key)).refundedCents).toBe(3_000);
    const refunds = await t.db
      .select()
      .from(sandboxCardRefunds)
      .where(eq(sandboxCardRefunds.chargeId, held.ref));
    expect(refunds.map((r) => r.amountCents)).toEqual([3_000]);
  });
});
