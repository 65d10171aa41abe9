/**
 * What the pharmacy's and the supplier's order routes do alike (pharmacy-side §4 Order edit;
 * supplier-side issue 4): find the caller's own order, edit or cancel it through its workflow as
 * that side, and answer the order re-read. Each router keeps its own paths and answers.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { checkBankEdit } from '../../../activities/orders/bank-edit-check.ts';
import { previewOrderEdit } from '../../../services/orders/preview-order-edit.ts';
import type { Database } from '../../../db/client.ts';
import { loadOrderDetail, type OrderRow } from '../../../db/queries/orders/supplier-orders.ts';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { sendOrderUpdate } from '../../../platform/temporal/orders.ts';
import { cancelOrderUpdate, modifyOrderUpdate } from '../../../workflows/orders/messages.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import type { CancelBody, EditBody } from './schemas.ts';
import { serializeOrderDetail, serializePreview } from './serializers.ts';

const P2P_ORDER_ELSEWHERE = (number: number) =>
  `Order #${number} is a pharmacy-to-pharmacy order: cancel it or confirm its receipt on its page.`;

type OrderSide = {
  actor: 'pharmacy' | 'supplier';
  /** The account's own order, or null for another account's (decided in the query). */
  findOwnOrder: (db: Database, accountId: string, orderId: string) => Promise<OrderRow | null>;
};

/** The shared order commands for one side, bound to its owner lookup. */
export function orderCommandsFor({ actor, findOwnOrder }: OrderSide) {
  /** The caller's own order, or 404 for another account's — before Temporal is asked anything. */
  async function ownOrder(c: Context<AppEnv>, id: string): Promise<OrderRow> {
    const order = await findOwnOrder(c.get('deps').db, c.get('caller').account.id, id);
    if (!order) throw notFound('Order');
    return order;
  }

  /** The caller's own wholesale order: a p2p order has its own workflow and commands (issue 13). */
  async function ownWholesaleOrder(c: Context<AppEnv>, id: string): Promise<OrderRow> {
    const order = await ownOrder(c, id);
    if (order.isP2p) throw new DomainError('ORDER_INVALID_TRANSITION', P2P_ORDER_ELSEWHERE(order.number));
    return order;
  }

  /** The order as the page shows it, re-read after a command so the answer is what was written. */
  async function detailOf(c: Context<AppEnv>, orderId: string) {
    const { db } = c.get('deps');
    const order = (await findOwnOrder(db, c.get('caller').account.id, orderId))!;
    // Only the supplier's page edits the shipping method, so only it is told the methods on offer.
    const settings =
      actor === 'supplier' ? await loadCheckoutSettings(db, order.supplierAccountId) : undefined;
    return serializeOrderDetail(order, await loadOrderDetail(db, order), settings);
  }

  /**
   * Sends an edit to the order's workflow; `command` keys the Idempotency-Key as before. The
   * workflow's state says whether a supplier's edit became a proposal for the pharmacy.
   */
  async function editOrder(
    c: Context<AppEnv>,
    id: string,
    body: z.output<typeof EditBody>,
    command: 'edit' | 'modify',
  ) {
    const order = await ownWholesaleOrder(c, id);
    const state = await sendOrderUpdate(
      c.get('deps').temporal,
      order,
      modifyOrderUpdate,
      { ...body, by: actor },
      { target: 'modified', updateId: updateIdOf(c, command) },
    );
    return { order, state, detail: await detailOf(c, order.id) };
  }

  /**
   * Prices an edit without saving it; for the pharmacy, also whether its bank transfer stays
   * within the weekly limit (null when the order is not paid by bank transfer).
   */
  async function previewEdit(c: Context<AppEnv>, id: string, body: z.output<typeof EditBody>) {
    const order = await ownWholesaleOrder(c, id);
    const { db, now } = c.get('deps');
    const priced = await previewOrderEdit(db, order, body);
    const bank =
      actor === 'pharmacy' ? await checkBankEdit(db, order, priced.totals.totalCents, now()) : null;
    return { order, preview: { ...serializePreview(priced), bank_payment: bank } };
  }

  /** Cancels the order as this side and answers it re-read. */
  async function cancelOrder(c: Context<AppEnv>, id: string, body: z.output<typeof CancelBody>) {
    const order = await ownWholesaleOrder(c, id);
    await sendOrderUpdate(
      c.get('deps').temporal,
      order,
      cancelOrderUpdate,
      { by: actor, ...body },
      { target: 'cancelled', updateId: updateIdOf(c, 'cancel') },
    );
    return { message: `Order #${order.number} cancelled.`, order: await detailOf(c, order.id) };
  }

  return { ownOrder, detailOf, editOrder, previewEdit, cancelOrder };
}
