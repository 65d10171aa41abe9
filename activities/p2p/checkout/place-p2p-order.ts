/**
 * Placing a p2p order with one pharmacy seller (issue 13), the wholesale checkout's pieces reused:
 * the card is authorised under a committed intent, one transaction locks the buyer's cart with the
 * seller, re-checks and re-prices it, takes the stock by guarded update and writes the order
 * (is_p2p, its reason code, the seller as supplier), its lines and its authorised payment, then
 * empties those cart lines; the authorisation is captured after the commit and held by the payout
 * ledger until delivery (Part C). Refused anywhere, nothing is written and the hold is voided.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cartItems, orders, payments } from '../../../db/schema/index.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import type { Logger } from '../../../platform/logger.ts';
import { consumeOffers } from '../../checkout/consume-offers.ts';
import { reserveStock } from '../../checkout/reserve-stock.ts';
import { writeOrder } from '../../checkout/write-order.ts';
import {
  authorizeIntent,
  captureOrLeave,
  findIntentForRequest,
  markIntentCommitted,
  openIntent,
  voidOrLeave,
  type ChargeIntent,
  type IntentDeps,
} from '../../payments/charge-intents.ts';
import type { CardProcessor } from '../../ports/card-processor.ts';
import {
  prepareP2pOrder,
  quoteP2pOrder,
  type P2pPlacementInput,
  type PreparedP2pOrder,
} from './p2p-quote.ts';

export type PlaceP2pOrderDeps = { db: Database; processor: CardProcessor; logger: Logger; now: Date };
type OrderRow = typeof orders.$inferSelect;
type CardHold = { intentId: string; amountCents: number; ref: string };

/** The one transaction: lock the cart, re-check, take the stock, write the order and its payment. */
async function commitP2pOrder(deps: PlaceP2pOrderDeps, p: PreparedP2pOrder, orderId: string, hold: CardHold) {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    // Two placements of the same cart queue here; the second then finds it empty.
    await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.pharmacyAccountId, p.caller.account.id),
          eq(cartItems.supplierAccountId, p.seller.id),
        ),
      )
      .for('update');
    const { lines, totals } = await quoteP2pOrder(tx, p, now);
    if (totals.totalCents !== hold.amountCents)
      throw new DomainError('CHECKOUT_TOTAL_CHANGED', CHECKOUT_MESSAGES.totalChanged);
    await reserveStock(tx, lines, now);
    const order = await writeOrder(
      tx,
      p.caller,
      {
        id: orderId,
        supplierId: p.seller.id,
        paymentMethod: 'card',
        paymentCardId: p.card.id,
        bankAccountId: null,
        shippingMethod: p.option.service_type,
        ship: p.ship,
        bill: p.ship,
        totals,
        memo: null,
        estimatedDelivery: p.option.delivery_date,
        p2pReasonCode: p.reasonCode,
      },
      lines,
      now,
    );
    await consumeOffers(tx, lines, orderId);
    await tx.insert(payments).values({
      payerAccountId: p.caller.account.id,
      payeeAccountId: p.seller.id,
      orderId,
      amountCents: totals.totalCents,
      status: 'authorized',
      method: 'card',
      paymentCardId: p.card.id,
      processorRef: hold.ref,
    });
    await markIntentCommitted(tx, hold.intentId, now);
    return order;
  });
}

/** The intent this request resumes, or a new one for the quoted total. */
async function intentFor(deps: PlaceP2pOrderDeps, p: PreparedP2pOrder, requestKey: string | undefined) {
  const intent = await findIntentForRequest(deps.db, p.caller.account.id, 'order', requestKey);
  if (intent && intent.status !== 'voided' && intent.status !== 'declined') return intent;
  const { totals } = await quoteP2pOrder(deps.db, p, deps.now);
  return openIntent(deps.db, {
    accountId: p.caller.account.id,
    purpose: 'order',
    subjectId: randomUUID(),
    requestKey,
    amountCents: totals.totalCents,
    now: deps.now,
  });
}

async function answerCommitted(deps: PlaceP2pOrderDeps, intentDeps: IntentDeps, intent: ChargeIntent) {
  if (intent.status === 'committed' && intent.processorRef)
    await captureOrLeave(intentDeps, { ...intent, processorRef: intent.processorRef });
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, intent.subjectId));
  return order!;
}

/**
 * Places the caller's cart with a pharmacy seller as one p2p order, or refuses and writes nothing.
 * `requestKey` is the Idempotency-Key: a retry after a crash resumes the same payment.
 */
export async function placeP2pOrder(
  deps: PlaceP2pOrderDeps,
  caller: Caller,
  sellerId: string,
  input: P2pPlacementInput,
  requestKey?: string,
): Promise<OrderRow> {
  const p = await prepareP2pOrder(deps.db, caller, sellerId, input, deps.now);
  const intentDeps: IntentDeps = { db: deps.db, cards: deps.processor, logger: deps.logger, now: deps.now };
  const intent = await intentFor(deps, p, requestKey);
  // The first run committed the order and was cut off before answering: answer it now.
  if (intent.status === 'committed' || intent.status === 'captured')
    return answerCommitted(deps, intentDeps, intent);
  const held = await authorizeIntent(intentDeps, intent, p.card.processorToken);
  if (!held.ok) throw new DomainError('PAYMENT_HOLD_REFUSED', held.message);
  let order: OrderRow;
  try {
    order = await commitP2pOrder(deps, p, intent.subjectId, {
      intentId: intent.id,
      amountCents: intent.amountCents,
      ref: held.ref,
    });
  } catch (error) {
    await voidOrLeave(intentDeps, intent);
    throw error;
  }
  await captureOrLeave(intentDeps, { ...intent, processorRef: held.ref });
  return order;
}
