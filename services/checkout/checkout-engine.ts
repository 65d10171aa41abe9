/**
 * The one place-order pipeline (issue 20, "P2P is a kind of seller"): a wholesaler and a pharmacy
 * seller sell through it, each as a seller kind that supplies what truly differs (its checks, its
 * locks, its quote, the order row's extras, a payment settled without a card), the way
 * activities/offers/negotiation-store.ts takes an offer kind. The wholesale kind is in
 * place-order.ts; the p2p kind in services/p2p/checkout/place-p2p-order.ts.
 *
 * A card is never called inside the transaction (notes B.3: no lock is held across the
 * processor): the quoted total is authorised first under a committed intent, the transaction
 * commits the order only if its total is still the authorised one, and the authorisation is
 * captured after the commit (activities/payments/charge-intents.ts). A crash anywhere leaves one
 * order and one capture, or no order and a voided hold, once the payments reconciler has run. The
 * order row with workflow_started_at null is the outbox of its workflow's start
 * (start-order-workflow.ts, then the start-pending-orders relay).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CartLine } from '../../db/queries/cart/cart.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';
import type { OrderTotals } from '../../domain/checkout/totals.ts';
import { recordPendingBankTransfer } from '../../activities/payments/bank-transfer-steps.ts';
import { DomainError, type ErrorCode } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  authorizeIntent,
  captureOrLeave,
  findIntentForRequest,
  markIntentCommitted,
  openIntent,
  voidOrLeave,
  type ChargeIntent,
  type IntentDeps,
} from '../../activities/payments/charge-intents.ts';
import type { CardProcessor } from '../../activities/ports/card-processor.ts';
import type { SpendLimitBreach } from '../../domain/sub-accounts/spend-limits.ts';
import { consumeOffers } from './consume-offers.ts';
import { requestPurchaseApproval } from './spend-approval.ts';
import { reserveStock } from './reserve-stock.ts';
import { writeOrder, type NewOrder } from './write-order.ts';

export type PlacementDeps = { db: Database; processor: CardProcessor; logger: Logger; now: Date };
export type PlacementTx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type PlacementQuote = { lines: CartLine[]; totals: OrderTotals };

/** One placement as its seller kind prepared it: who buys from whom, and the card to hold if any. */
export type Placement = {
  caller: Caller;
  sellerId: string;
  /** The card authorised before the transaction, or null when the order is paid otherwise. */
  cardToHold: { id: string; processorToken: string } | null;
};

/** What a seller kind supplies to the pipeline. */
export type SellerKind<P extends Placement> = {
  /** The cart with the seller, checked and priced, outside any transaction: the card hold's amount. */
  quote(db: Database, p: P, now: Date): Promise<PlacementQuote>;
  /** Inside the transaction: this kind's locks, its re-check and re-price, its payment checks. */
  quoteLocked(tx: PlacementTx, p: P, now: Date): Promise<PlacementQuote>;
  /** The order row (its payment, delivery estimate, p2p reason code…). */
  newOrder(p: P, orderId: string, totals: OrderTotals, now: Date): NewOrder;
  /**
   * The spend limit this order passes (issue 23), if the kind has limits: outside the transaction
   * (`lock` false, to know whether to hold a card) and inside it (`lock` true, the last word).
   */
  spendLimitBreach?(
    db: Database | PlacementTx,
    p: P,
    totalCents: number,
    now: Date,
    lock: boolean,
  ): Promise<SpendLimitBreach | null>;
  /** The bank account a transfer for the order comes from, if paid so: it settles later (issue 23). */
  bankTransfer?(p: P): { bankAccountId: string } | null;
};

type CardHold = { intentId: string; amountCents: number; ref: string };

const refuse = (code: ErrorCode, detail: string) => new DomainError(code, detail);

/** The one transaction: lock, re-check, take the stock, write the order and its payment. */
async function commitOrder<P extends Placement>(
  deps: PlacementDeps,
  kind: SellerKind<P>,
  p: P,
  orderId: string,
  hold: CardHold | null,
  breachBefore: SpendLimitBreach | null = null,
): Promise<OrderRow> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const { lines, totals } = await kind.quoteLocked(tx, p, now);
    if (hold && totals.totalCents !== hold.amountCents)
      throw refuse('CHECKOUT_TOTAL_CHANGED', CHECKOUT_MESSAGES.totalChanged);
    // An order found over a limit before the card was left unheld stays one awaiting approval.
    const breach = (await kind.spendLimitBreach?.(tx, p, totals.totalCents, now, true)) ?? breachBefore;
    // A limit passed only since the card was held (another order meanwhile): the hold is voided.
    if (breach && hold) throw refuse('CHECKOUT_TOTAL_CHANGED', CHECKOUT_MESSAGES.totalChanged);
    await reserveStock(tx, lines, now);
    const newOrder = { ...kind.newOrder(p, orderId, totals, now), awaitingApproval: breach !== null };
    const order = await writeOrder(tx, p.caller, newOrder, lines, now);
    await consumeOffers(tx, lines, orderId);
    // Nothing is charged before the master approves (issue 23): the approval takes the payment.
    if (breach) {
      await requestPurchaseApproval(tx, p.caller, orderId, breach, now);
      return order;
    }
    const payment = {
      payerAccountId: p.caller.account.id,
      payeeAccountId: p.sellerId,
      orderId,
      amountCents: totals.totalCents,
    };
    const transfer = kind.bankTransfer?.(p);
    if (transfer) await recordPendingBankTransfer(tx, { ...payment, bankAccountId: transfer.bankAccountId });
    if (hold && p.cardToHold) {
      await tx.insert(payments).values({
        ...payment,
        status: 'authorized',
        method: 'card',
        paymentCardId: p.cardToHold.id,
        processorRef: hold.ref,
      });
      await markIntentCommitted(tx, hold.intentId, now);
    }
    return order;
  });
}

/** The intent this request resumes, or a new one for the quoted total. */
async function intentFor<P extends Placement>(
  deps: PlacementDeps,
  kind: SellerKind<P>,
  p: P,
  requestKey: string | undefined,
) {
  const intent = await findIntentForRequest(deps.db, p.caller.account.id, 'order', requestKey);
  if (intent && intent.status !== 'voided' && intent.status !== 'declined') return intent;
  const { totals } = await kind.quote(deps.db, p, deps.now);
  return openIntent(deps.db, {
    accountId: p.caller.account.id,
    purpose: 'order',
    subjectId: randomUUID(),
    requestKey,
    amountCents: totals.totalCents,
    now: deps.now,
  });
}

/** The first run committed the order and was cut off before answering: answer it now. */
async function answerCommitted(deps: PlacementDeps, intentDeps: IntentDeps, intent: ChargeIntent) {
  if (intent.status === 'committed' && intent.processorRef)
    await captureOrLeave(intentDeps, { ...intent, processorRef: intent.processorRef });
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, intent.subjectId));
  return order!;
}

/** authorise → commit → capture; a retry of the same request resumes its intent. */
async function placeCardOrder<P extends Placement>(
  deps: PlacementDeps,
  kind: SellerKind<P>,
  p: P,
  card: NonNullable<Placement['cardToHold']>,
  requestKey: string | undefined,
): Promise<OrderRow> {
  const intentDeps: IntentDeps = { db: deps.db, cards: deps.processor, logger: deps.logger, now: deps.now };
  const intent = await intentFor(deps, kind, p, requestKey);
  if (intent.status === 'committed' || intent.status === 'captured')
    return answerCommitted(deps, intentDeps, intent);
  const held = await authorizeIntent(intentDeps, intent, card.processorToken);
  if (!held.ok) throw refuse('PAYMENT_HOLD_REFUSED', held.message);
  let order: OrderRow;
  try {
    order = await commitOrder(deps, kind, p, intent.subjectId, {
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

/**
 * Places a prepared cart with one seller as one order, or refuses and writes nothing.
 * `requestKey` is the request's Idempotency-Key: a retry after a crash resumes the same payment.
 */
export async function placeOrderOfKind<P extends Placement>(
  deps: PlacementDeps,
  kind: SellerKind<P>,
  p: P,
  requestKey?: string,
): Promise<OrderRow> {
  if (p.cardToHold) {
    // A retry of a request whose order is committed answers it: its cart is spent, nothing to quote.
    const resumed = await findIntentForRequest(deps.db, p.caller.account.id, 'order', requestKey);
    const committed = resumed?.status === 'committed' || resumed?.status === 'captured';
    const breach =
      kind.spendLimitBreach && !committed
        ? await kind.spendLimitBreach(
            deps.db,
            p,
            (await kind.quote(deps.db, p, deps.now)).totals.totalCents,
            deps.now,
            false,
          )
        : null;
    if (!breach) return placeCardOrder(deps, kind, p, p.cardToHold, requestKey);
    return commitOrder(deps, kind, p, randomUUID(), null, breach);
  }
  return commitOrder(deps, kind, p, randomUUID(), null);
}
