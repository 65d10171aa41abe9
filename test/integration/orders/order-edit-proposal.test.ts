/**
 * A supplier cannot raise a quantity above what the pharmacy ordered unless the pharmacy accepts
 * (issue 10): the raise is a proposal that changes nothing; the pharmacy accepts it (applied with
 * the money rules) or declines it; an older, answered or lapsed proposal cannot be answered.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEditProposals, payments, refunds, supplierCustomers } from '../../../db/schema/index.ts';
import { orderWorkflowId, type OrderState } from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  noticesAbout,
  openFulfilmentContext,
  PHARMACY,
  placeAndStart,
  readOrder,
  SANDBOX_SHIPMENT,
  stockOf,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('order-edit-proposal'));
});
afterAll(async () => {
  await close?.();
});

type Problem = { message: string };
type Proposal = { id: string; changes: string[]; total_cents: number; items: unknown[] };
type Answer = {
  message: string;
  changes: string[];
  order: { status: string; edit_proposal: Proposal | null };
};

const modify = (orderId: string, items: { id: string; quantity: number }[]) =>
  t.call('PATCH', `/api/v1/suppliers/orders/${orderId}`, { as: supplier, body: { items } });
const answer = (orderId: string, proposalId: string, verb: 'accept' | 'decline', as = pharmacy) =>
  t.call('POST', `/api/v1/orders/${orderId}/edit_proposal/${verb}`, {
    as,
    body: { proposal_id: proposalId },
  });

async function propose(orderId: string, lineId: string, quantity: number): Promise<Proposal> {
  const response = await modify(orderId, [{ id: lineId, quantity }]);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Answer;
  expect(body.order.edit_proposal).not.toBeNull();
  return body.order.edit_proposal!;
}

describe("a supplier's raise above the ordered quantity", () => {
  it('is a proposal: nothing changes, the pharmacy is asked, both pages show it', async () => {
    const { order, items, listings } = await placeAndStart(t);
    const response = await modify(order.id, [{ id: items[0]!.id, quantity: 3 }]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.message).toBe(
      `Order #${order.number}: raising a quantity above what was ordered needs Main Street Pharmacy’s agreement. Your change was sent to them to accept.`,
    );
    expect(body.changes).toEqual([
      'Fixture 1: quantity changed from 2 to 3.',
      'Order total changed from $215.00 to $265.00.',
    ]);
    expect(body.order.status).toBe('placed');
    expect(body.order.edit_proposal).toMatchObject({
      total_cents: 26_500,
      items: [{ id: items[0]!.id, name: 'Fixture 1', quantity: 2, proposed_quantity: 3 }],
    });
    const unchanged = await readOrder(t, order.id);
    expect(unchanged).toMatchObject({ status: 'placed', totalCents: 21_500 });
    expect(await stockOf(t, listings[0]!.id)).toBe(8);
    const [notice] = await noticesAbout(t, PHARMACY.id, order.id);
    expect(notice!.kind).toBe('order_change_proposed');
    const seen = await t.call('GET', `/api/v1/pharmacy/orders/${order.id}`, { as: pharmacy });
    expect(((await seen.json()) as { edit_proposal: Proposal }).edit_proposal.id).toBe(
      body.order.edit_proposal!.id,
    );
  });

  it('accepted, is applied with its stock and totals and the supplier is told; answering again is a 409', async () => {
    const { order, items, listings } = await placeAndStart(t);
    const proposal = await propose(order.id, items[0]!.id, 3);
    const accepted = await answer(order.id, proposal.id, 'accept');
    expect(accepted.status).toBe(200);
    const body = (await accepted.json()) as Answer;
    expect(body.message).toBe(`You accepted the supplier’s change. Order #${order.number} is updated.`);
    expect(body.order).toMatchObject({ status: 'modified', edit_proposal: null });
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'modified', totalCents: 26_500 });
    expect(await stockOf(t, listings[0]!.id)).toBe(7);
    const notices = await noticesAbout(t, SUPPLIER_ID, order.id);
    expect(notices.map((n) => n.kind)).toContain('order_change_accepted');
    const again = await answer(order.id, proposal.id, 'accept');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).message).toBe(
      'This proposed change is no longer waiting for your answer.',
    );
    expect((await readOrder(t, order.id)).totalCents).toBe(26_500);
  });

  it('declined, leaves the order as it was and tells the supplier', async () => {
    const { order, items, listings } = await placeAndStart(t);
    const proposal = await propose(order.id, items[0]!.id, 4);
    const declined = await answer(order.id, proposal.id, 'decline');
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as Answer).order.edit_proposal).toBeNull();
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'placed', totalCents: 21_500 });
    expect(await stockOf(t, listings[0]!.id)).toBe(8);
    const [row] = await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.id, proposal.id));
    expect(row!.status).toBe('declined');
    const notices = await noticesAbout(t, SUPPLIER_ID, order.id);
    expect(notices.map((n) => n.kind)).toContain('order_change_declined');
  });

  it('replaced by a newer proposal, cannot be accepted: only the one the pharmacy reads now', async () => {
    const { order, items } = await placeAndStart(t);
    const first = await propose(order.id, items[0]!.id, 3);
    const second = await propose(order.id, items[0]!.id, 5);
    const stale = await answer(order.id, first.id, 'accept');
    expect(stale.status).toBe(409);
    expect((await readOrder(t, order.id)).totalCents).toBe(21_500);
    const rows = await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.orderId, order.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first.id]: 'lapsed',
      [second.id]: 'pending',
    });
    expect((await answer(order.id, second.id, 'accept')).status).toBe(200);
    expect((await readOrder(t, order.id)).totalCents).toBe(36_500);
  });

  it('is re-checked against the credit line when accepted: refused, nothing changes and it still waits', async () => {
    const { order, items } = await placeAndStart(t);
    const proposal = await propose(order.id, items[0]!.id, 3);
    const where = and(
      eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
      eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
    );
    const [outstanding] = await t.sql<{ cents: number }[]>`
      select coalesce(sum(total_cents), 0)::int as cents from orders
      where pharmacy_account_id = ${PHARMACY.id} and supplier_account_id = ${SUPPLIER_ID}
        and payment_method = 'pay_offline' and status not in ('cancelled', 'invoiced', 'paid', 'overdue')`;
    await t.db.update(supplierCustomers).set({ creditAllocatedCents: outstanding!.cents }).where(where);
    try {
      const refused = await answer(order.id, proposal.id, 'accept');
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as Problem).message).toMatch(
        /^This order exceeds your available credit/,
      );
      expect((await readOrder(t, order.id)).totalCents).toBe(21_500);
      const [row] = await t.db
        .select()
        .from(orderEditProposals)
        .where(eq(orderEditProposals.id, proposal.id));
      expect(row!.status).toBe('pending');
    } finally {
      await t.db.update(supplierCustomers).set({ creditAllocatedCents: 2_500_000 }).where(where);
    }
    expect((await answer(order.id, proposal.id, 'decline')).status).toBe(200);
  });

  it('raising a lowered line back up to the ordered quantity applies at once, without a proposal (issue 21)', async () => {
    const { order, items, listings } = await placeAndStart(t);
    expect((await modify(order.id, [{ id: items[0]!.id, quantity: 1 }])).status).toBe(200);
    expect(await stockOf(t, listings[0]!.id)).toBe(9);
    // Back to the 2 the pharmacy ordered: within what they asked for, so nobody has to agree again.
    const back = await modify(order.id, [{ id: items[0]!.id, quantity: 2 }]);
    expect(back.status).toBe(200);
    const body = (await back.json()) as Answer;
    expect(body.order).toMatchObject({ status: 'modified', edit_proposal: null });
    expect(body.changes).toEqual([
      'Fixture 1: quantity changed from 1 to 2.',
      'Order total changed from $165.00 to $215.00.',
    ]);
    expect(await readOrder(t, order.id)).toMatchObject({ status: 'modified', totalCents: 21_500 });
    expect(await stockOf(t, listings[0]!.id)).toBe(8);
    expect(
      await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.orderId, order.id)),
    ).toEqual([]);
    const kinds = (await noticesAbout(t, PHARMACY.id, order.id)).map((n) => n.kind);
    expect(kinds).toEqual(['order_modified', 'order_modified']);
    // One past the ordered quantity is a proposal again.
    const past = await propose(order.id, items[0]!.id, 3);
    expect(past.total_cents).toBe(26_500);
    expect((await readOrder(t, order.id)).totalCents).toBe(21_500);
  });

  it('on a card order is refused at once (its total cannot go up), with no proposal written', async () => {
    const { order, items } = await placeAndStart(t, { paymentMethod: 'card' });
    const response = await modify(order.id, [{ id: items[0]!.id, quantity: 3 }]);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toBe(
      'This order was paid by card when it was placed, so its total cannot go up. Anything more needs a new order.',
    );
    const rows = await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('lapses when the order ships, and another pharmacy cannot answer it (404)', async () => {
    const { order, items } = await placeAndStart(t);
    const proposal = await propose(order.id, items[0]!.id, 3);
    const other = await t.login('seller@example.com');
    expect((await answer(order.id, proposal.id, 'accept', other)).status).toBe(404);
    const unknown = await answer(order.id, crypto.randomUUID(), 'accept');
    expect(unknown.status).toBe(404);
    const path = `/api/v1/suppliers/orders/${order.id}`;
    expect((await t.call('POST', `${path}/accept`, { as: supplier, body: {} })).status).toBe(200);
    expect((await t.call('POST', `${path}/ship`, { as: supplier, body: SANDBOX_SHIPMENT })).status).toBe(200);
    const late = await answer(order.id, proposal.id, 'accept');
    expect(late.status).toBe(409);
    const [row] = await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.id, proposal.id));
    expect(row).toMatchObject({ status: 'lapsed', endNote: 'The order shipped before it was answered.' });
  });

  it("lapses when the pharmacy edits the order itself, and the supplier's notice says so", async () => {
    const { order, items } = await placeAndStart(t);
    const proposal = await propose(order.id, items[0]!.id, 4);
    const edited = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[0]!.id, quantity: 1 }] },
    });
    expect(edited.status).toBe(200);
    const [row] = await t.db.select().from(orderEditProposals).where(eq(orderEditProposals.id, proposal.id));
    expect(row).toMatchObject({
      status: 'lapsed',
      endNote: 'The order was changed after this was proposed.',
    });
    const notices = await noticesAbout(t, SUPPLIER_ID, order.id);
    const changed = notices.find((n) => n.kind === 'order_modified');
    expect(changed?.body).toContain('Your proposed change was not answered and no longer applies');
  });

  it('accepted on a bank-transfer order, sends the difference; cancelled after, every cent comes back', async () => {
    const { order, items } = await placeAndStart(t, { paymentMethod: 'bank_transfer' });
    const proposal = await propose(order.id, items[1]!.id, 3);
    expect((await answer(order.id, proposal.id, 'accept')).status).toBe(200);
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([5_000, 21_500]);
    const cancelled = await t.call('POST', `/api/v1/orders/${order.id}/cancel`, { as: pharmacy, body: {} });
    expect(cancelled.status).toBe(200);
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(back.reduce((sum, r) => sum + r.amountCents, 0)).toBe(26_500);
    const result = (await t.temporal.client.workflow
      .getHandle(orderWorkflowId(order.id))
      .result()) as OrderState;
    expect(result).toMatchObject({ status: 'cancelled', modifications: 2, editProposalId: null });
    await recordHistoryIfAsked(
      'order-fulfilment-proposal',
      orderWorkflowId(order.id),
      t.env.temporal.address,
    );
  });
});
