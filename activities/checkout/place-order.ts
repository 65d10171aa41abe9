/**
 * Placing an order with one supplier (pharmacy-side §4 Checkout; issue 4 "Placing an order"). The
 * server recomputes everything from the database (cart lines, prices, minimums, shipping with its
 * free threshold, card fee by ship-to state, ACH discount, tax); the client's totals are never read.
 * One transaction locks the customer relationship, checks every rule, takes the stock, writes the
 * order, its items and its payment and empties those cart lines.
 *
 * A card is never called inside that transaction (notes B.3: no lock is held across the
 * processor): the quoted total is authorised first under a committed intent, the transaction
 * commits the order only if its total is still the authorised one, and the authorisation is
 * captured after the commit (activities/payments/charge-intents.ts). A crash anywhere leaves one
 * order and one capture, or no order and a voided hold, once the payments reconciler has run.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loadSupplierCart } from '../../db/queries/cart/cart.ts';
import { findOwnBankAccount, findOwnCard } from '../../db/queries/checkout.ts';
import { findApprovedCustomer, findCustomerStanding } from '../../db/queries/customers.ts';
import { listLicencesOf } from '../../db/queries/licences.ts';
import { findLocationForCaller } from '../../db/queries/locations.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { orders, payments } from '../../db/schema/index.ts';
import type { PaymentMethod } from '../../domain/checkout/totals.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, notFound, type ErrorCode } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { assertLicencesValid } from '../../domain/licences/licence-watch.ts';
import { CARD_MESSAGES, isValidExpiry } from '../../domain/payments/card-rules.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  authorizeIntent,
  captureOrLeave,
  findIntentForRequest,
  markIntentCommitted,
  openIntent,
  voidOrLeave,
  type IntentDeps,
} from '../payments/charge-intents.ts';
import type { CardProcessor } from '../ports/card-processor.ts';
import { CHECKOUT_MESSAGES, notCustomerMessage } from '../../domain/checkout/checkout-messages.ts';
import { quoteCart } from './checkout-rules.ts';
import { measureShippingDistance } from './shipping-distance.ts';
import { deliveryDateFor } from './shipping-info.ts';
import {
  assertBankTransferAllowed,
  assertControlsAllowed,
  assertCreditAvailable,
  assertLinesOrderable,
  assertMinimumsMet,
  lockApprovedCustomer,
} from './order-checks.ts';
import { consumeOffers } from './consume-offers.ts';
import { reserveStock } from './reserve-stock.ts';
import { writeOrder } from './write-order.ts';

export type PlaceOrderInput = {
  shipLocationId: string;
  billLocationId: string;
  paymentMethod: PaymentMethod;
  paymentCardId?: string | undefined;
  bankAccountId?: string | undefined;
  shippingMethod: string;
  certification: boolean;
  memo?: string | undefined;
};

export type PlaceOrderDeps = { db: Database; processor: CardProcessor; logger: Logger; now: Date };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

const refuse = (code: ErrorCode, detail: string) => new DomainError(code, detail);

/** Everything checked before any lock is taken or money held: ids are the caller's, choices valid. */
async function prepare(deps: PlaceOrderDeps, caller: Caller, supplierId: string, input: PlaceOrderInput) {
  const { db, now } = deps;
  const settings = await loadCheckoutSettings(db, supplierId);
  if (!settings) throw notFound('Supplier');
  // Held from the day after a licence's expiry, computed here so the daily watch need not have run.
  assertLicencesValid(await listLicencesOf(db, caller.account.id), isoDateIn(now, caller.account.timeZone));
  // Ids inside the body are the caller's own or not found, exactly like ids in a path.
  const ship = await findLocationForCaller(db, caller, input.shipLocationId);
  const bill = await findLocationForCaller(db, caller, input.billLocationId);
  if (!ship || !bill) throw notFound('Location');
  const card = input.paymentCardId ? await findOwnCard(db, caller.account.id, input.paymentCardId) : null;
  if (input.paymentCardId && !card) throw notFound('Card');
  if (input.bankAccountId && !(await findOwnBankAccount(db, caller.account.id, input.bankAccountId)))
    throw notFound('Bank account');
  const customer = await findApprovedCustomer(db, caller, supplierId);
  if (!customer)
    throw refuse(
      'CHECKOUT_NOT_A_CUSTOMER',
      notCustomerMessage(await findCustomerStanding(db, caller, supplierId), settings.wholesalerName),
    );
  if (!input.certification) throw refuse('CHECKOUT_CERTIFICATION_REQUIRED', CHECKOUT_MESSAGES.certification);
  const method = settings.shippingMethods.find((m) => m.active && m.serviceType === input.shippingMethod);
  if (!method) throw refuse('SHIPPING_METHOD_UNAVAILABLE', CHECKOUT_MESSAGES.shippingMethod);
  if (input.paymentMethod === 'card' && !card)
    throw refuse('PAYMENT_METHOD_REQUIRED', CHECKOUT_MESSAGES.cardRequired);
  if (input.paymentMethod === 'card' && !isValidExpiry(card!.expMonth, card!.expYear, now))
    throw refuse('CARD_EXPIRED', CARD_MESSAGES.exp);
  if (input.paymentMethod === 'bank_transfer' && !input.bankAccountId)
    throw refuse('PAYMENT_METHOD_REQUIRED', CHECKOUT_MESSAGES.bankAccountRequired);
  const { miles } = await measureShippingDistance(db, settings, ship.zipcode);
  return { caller, supplierId, input, settings, ship, bill, card, customer, method, miles };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The cart with this supplier, checked and priced for the chosen payment method. */
async function quote(db: Database | Tx, p: Prepared, now: Date) {
  const cart = await loadSupplierCart(db, p.caller, p.supplierId, isoDate(now));
  assertLinesOrderable(cart.lines, p.settings.wholesalerName);
  assertMinimumsMet(p.settings, cart.lines);
  const quoted = quoteCart(
    p.settings,
    cart.lines,
    { ...p.method, service_type: p.method.serviceType },
    p.ship.stateCode,
  );
  if (p.input.paymentMethod === 'card' && quoted.cardFeeBp === null) {
    throw refuse(
      'CARD_NOT_ACCEPTED',
      CHECKOUT_MESSAGES.cardNotAccepted(p.settings.wholesalerName, p.ship.stateCode),
    );
  }
  return { lines: cart.lines, totals: quoted.totals[p.input.paymentMethod] };
}

type CardHold = { intentId: string; amountCents: number; ref: string };

/** The one transaction: lock, re-check, take the stock, write the order and its payment. */
async function commitOrder(deps: PlaceOrderDeps, p: Prepared, orderId: string, hold: CardHold | null) {
  const { caller, input } = p;
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const locked = await lockApprovedCustomer(tx, p.customer.id, p.settings.wholesalerName);
    const { lines, totals } = await quote(tx, p, now);
    assertControlsAllowed(lines, locked, p.settings.wholesalerName);
    if (hold && totals.totalCents !== hold.amountCents)
      throw refuse('CHECKOUT_TOTAL_CHANGED', CHECKOUT_MESSAGES.totalChanged);
    if (input.paymentMethod === 'pay_offline') {
      await assertCreditAvailable(tx, locked, p.settings.wholesalerName, totals.totalCents);
    }
    if (input.paymentMethod === 'bank_transfer') {
      await assertBankTransferAllowed(tx, caller, input.bankAccountId!, totals.totalCents, now);
    }
    await reserveStock(tx, lines, now);
    const order = await writeOrder(
      tx,
      caller,
      {
        id: orderId,
        supplierId: p.supplierId,
        paymentMethod: input.paymentMethod,
        paymentCardId: input.paymentMethod === 'card' ? p.card!.id : null,
        bankAccountId: input.paymentMethod === 'bank_transfer' ? input.bankAccountId! : null,
        shippingMethod: p.method.serviceType,
        ship: p.ship,
        bill: p.bill,
        totals,
        memo: input.memo?.trim() || null,
        estimatedDelivery: deliveryDateFor(p.settings, p.method.serviceType, now, p.miles),
      },
      lines,
      now,
    );
    await consumeOffers(tx, lines, orderId);
    const payment = {
      payerAccountId: caller.account.id,
      payeeAccountId: p.supplierId,
      orderId,
      amountCents: totals.totalCents,
    };
    if (input.paymentMethod === 'bank_transfer') {
      // The sandbox bank settles at once; a real provider would confirm asynchronously.
      await tx.insert(payments).values({
        ...payment,
        status: 'succeeded',
        method: 'bank_transfer',
        bankAccountId: input.bankAccountId!,
        processorRef: `sbx_ach_${randomUUID()}`,
      });
    }
    if (hold) {
      await tx.insert(payments).values({
        ...payment,
        status: 'authorized',
        method: 'card',
        paymentCardId: p.card!.id,
        processorRef: hold.ref,
      });
      await markIntentCommitted(tx, hold.intentId, now);
    }
    return order;
  });
}

/** authorise → commit → capture; a retry of the same request resumes its intent. */
async function placeCardOrder(deps: PlaceOrderDeps, p: Prepared, requestKey: string | undefined) {
  const intentDeps: IntentDeps = { db: deps.db, cards: deps.processor, logger: deps.logger, now: deps.now };
  let intent = await findIntentForRequest(deps.db, p.caller.account.id, 'order', requestKey);
  if (intent && (intent.status === 'committed' || intent.status === 'captured')) {
    // The first run committed the order and was cut off before answering: answer it now.
    if (intent.status === 'committed' && intent.processorRef)
      await captureOrLeave(intentDeps, { ...intent, processorRef: intent.processorRef });
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, intent.subjectId));
    return order!;
  }
  if (!intent || intent.status === 'voided' || intent.status === 'declined') {
    const { totals } = await quote(deps.db, p, deps.now);
    intent = await openIntent(deps.db, {
      accountId: p.caller.account.id,
      purpose: 'order',
      subjectId: randomUUID(),
      requestKey,
      amountCents: totals.totalCents,
      now: deps.now,
    });
  }
  const held = await authorizeIntent(intentDeps, intent, p.card!.processorToken);
  if (!held.ok) throw refuse('PAYMENT_HOLD_REFUSED', held.message);
  let order: OrderRow;
  try {
    order = await commitOrder(deps, p, intent.subjectId, {
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
 * Places the caller's cart with a supplier as one order, or refuses and writes nothing.
 * `requestKey` is the request's Idempotency-Key: a retry after a crash resumes the same payment.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  caller: Caller,
  supplierId: string,
  input: PlaceOrderInput,
  requestKey?: string,
): Promise<OrderRow> {
  const prepared = await prepare(deps, caller, supplierId, input);
  if (input.paymentMethod === 'card') return placeCardOrder(deps, prepared, requestKey);
  return commitOrder(deps, prepared, randomUUID(), null);
}
