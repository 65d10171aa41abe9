/**
 * Placing an order with one supplier (pharmacy-side §4 Checkout; issue 4 "Placing an order"). The
 * server recomputes everything from the database (cart lines, prices, minimums, shipping with its
 * free threshold, card fee by ship-to state, ACH discount, tax); the client's totals are never read.
 * One transaction locks the customer relationship, checks every rule, takes the stock, writes the
 * order, its items and its payment and empties those cart lines; a card is charged last, for exactly
 * the order total, so a decline rolls everything back and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { loadSupplierCart } from '../../db/queries/cart/cart.ts';
import { findOwnBankAccount, findOwnCard } from '../../db/queries/checkout.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { findLocationForCaller } from '../../db/queries/locations.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentMethod } from '../../domain/checkout/totals.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { CARD_MESSAGES, isValidExpiry } from '../../domain/payments/card-rules.ts';
import type { Logger } from '../../platform/logger.ts';
import type { CardProcessor } from '../ports/card-processor.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';
import { quoteCart } from './checkout-rules.ts';
import { deliveryDateFor } from './shipping-info.ts';
import {
  assertBankTransferAllowed,
  assertCreditAvailable,
  assertLinesOrderable,
  assertMinimumsMet,
  lockApprovedCustomer,
} from './order-checks.ts';
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

const refuse = (detail: string) => new DomainError('RULE_VIOLATION', detail);

/** Places the caller's cart with a supplier as one order, or refuses and writes nothing. */
export async function placeOrder(
  deps: PlaceOrderDeps,
  caller: Caller,
  supplierId: string,
  input: PlaceOrderInput,
) {
  const { db, now } = deps;
  const settings = await loadCheckoutSettings(db, supplierId);
  if (!settings) throw notFound('Supplier');
  // Ids inside the body are the caller's own or not found, exactly like ids in a path.
  const ship = await findLocationForCaller(db, caller, input.shipLocationId);
  const bill = await findLocationForCaller(db, caller, input.billLocationId);
  if (!ship || !bill) throw notFound('Location');
  const card = input.paymentCardId ? await findOwnCard(db, caller.account.id, input.paymentCardId) : null;
  if (input.paymentCardId && !card) throw notFound('Card');
  if (input.bankAccountId && !(await findOwnBankAccount(db, caller.account.id, input.bankAccountId)))
    throw notFound('Bank account');
  const customer = await findApprovedCustomer(db, caller, supplierId);
  if (!customer) throw refuse(CHECKOUT_MESSAGES.notCustomer(settings.wholesalerName));
  if (!input.certification) throw refuse(CHECKOUT_MESSAGES.certification);
  const method = settings.shippingMethods.find((m) => m.active && m.serviceType === input.shippingMethod);
  if (!method) throw refuse(CHECKOUT_MESSAGES.shippingMethod);
  if (input.paymentMethod === 'card' && !card) throw refuse(CHECKOUT_MESSAGES.cardRequired);
  if (input.paymentMethod === 'card' && !isValidExpiry(card!.expMonth, card!.expYear, now))
    throw refuse(CARD_MESSAGES.exp);
  if (input.paymentMethod === 'bank_transfer' && !input.bankAccountId)
    throw refuse(CHECKOUT_MESSAGES.bankAccountRequired);

  const orderId = randomUUID();
  let chargeRef: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockApprovedCustomer(tx, customer.id, settings.wholesalerName);
      const cart = await loadSupplierCart(tx, caller, supplierId, isoDate(now));
      assertLinesOrderable(cart.lines, settings.wholesalerName);
      assertMinimumsMet(settings, cart.lines);
      const quote = quoteCart(
        settings,
        cart.lines,
        { ...method, service_type: method.serviceType },
        ship.stateCode,
      );
      const totals = quote.totals[input.paymentMethod];
      if (input.paymentMethod === 'card' && quote.cardFeeBp === null) {
        throw refuse(CHECKOUT_MESSAGES.cardNotAccepted(settings.wholesalerName, ship.stateCode));
      }
      if (input.paymentMethod === 'pay_offline') {
        await assertCreditAvailable(tx, locked, caller, settings.wholesalerName, totals.totalCents);
      }
      if (input.paymentMethod === 'bank_transfer') {
        await assertBankTransferAllowed(tx, caller, input.bankAccountId!, totals.totalCents, now);
      }
      await reserveStock(tx, cart.lines, now);
      const order = await writeOrder(
        tx,
        caller,
        {
          id: orderId,
          supplierId,
          paymentMethod: input.paymentMethod,
          paymentCardId: input.paymentMethod === 'card' ? card!.id : null,
          bankAccountId: input.paymentMethod === 'bank_transfer' ? input.bankAccountId! : null,
          shippingMethod: method.serviceType,
          ship,
          bill,
          totals,
          memo: input.memo?.trim() || null,
          estimatedDelivery: deliveryDateFor(settings, method.serviceType, now),
        },
        cart.lines,
        now,
      );
      const payment = {
        payerAccountId: caller.account.id,
        payeeAccountId: supplierId,
        orderId,
        amountCents: totals.totalCents,
        status: 'succeeded' as const,
      };
      if (input.paymentMethod === 'bank_transfer') {
        // The sandbox bank settles at once; a real provider would confirm asynchronously.
        await tx.insert(payments).values({
          ...payment,
          method: 'bank_transfer',
          bankAccountId: input.bankAccountId!,
          processorRef: `sbx_ach_${randomUUID()}`,
        });
      }
      if (input.paymentMethod === 'card') {
        // Charged last, for exactly the order total: a decline throws and the transaction writes nothing.
        const charge = await deps.processor.charge({
          token: card!.processorToken,
          amountCents: totals.totalCents,
          idempotencyKey: `order:${orderId}:charge`,
        });
        if (!charge.ok) throw refuse(charge.message);
        chargeRef = charge.ref;
        await tx
          .insert(payments)
          .values({ ...payment, method: 'card', paymentCardId: card!.id, processorRef: charge.ref });
      }
      return order;
    });
  } catch (error) {
    // The card was charged but the order did not commit: give the money back.
    if (chargeRef) await refundQuietly(deps, chargeRef, orderId);
    throw error;
  }
}

async function refundQuietly(deps: PlaceOrderDeps, ref: string, orderId: string) {
  try {
    await deps.processor.refund(ref);
  } catch (error) {
    deps.logger.error('refund after a failed placement failed', { error, orderId, ref });
  }
}
