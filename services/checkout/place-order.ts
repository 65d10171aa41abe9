/**
 * Placing an order with one supplier (pharmacy-side §4 Checkout; issue 4 "Placing an order"): the
 * wholesale seller kind of the one checkout pipeline (checkout-engine.ts). The server recomputes
 * everything from the database (cart lines, prices, minimums, shipping with its free threshold,
 * card fee by ship-to state, ACH discount, tax); the client's totals are never read. The
 * transaction locks the customer relationship and checks every rule, credit and bank transfer
 * limits included, before the pipeline takes the stock and writes the order and its payment.
 */
import type { Database } from '../../db/client.ts';
import { loadSupplierCart } from '../../db/queries/cart/cart.ts';
import { findOwnBankAccount, findOwnCard } from '../../db/queries/checkout.ts';
import { findApprovedCustomer, findCustomerStanding } from '../../db/queries/customers.ts';
import { listLicencesOf } from '../../db/queries/licences.ts';
import { findLocationForCaller } from '../../db/queries/locations.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { CHECKOUT_MESSAGES, notCustomerMessage } from '../../domain/checkout/checkout-messages.ts';
import type { PaymentMethod } from '../../domain/checkout/totals.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, notFound, type ErrorCode } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { assertLicencesValid } from '../../domain/licences/licence-watch.ts';
import { CARD_MESSAGES, isValidExpiry } from '../../domain/payments/card-rules.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import {
  placeOrderOfKind,
  type OrderRow,
  type PlacementDeps,
  type PlacementTx,
  type SellerKind,
} from './checkout-engine.ts';
import { quoteCart } from '../../activities/checkout/checkout-rules.ts';
import {
  assertBankTransferAllowed,
  assertControlsAllowed,
  assertCreditAvailable,
  assertLinesOrderable,
  assertMinimumsMet,
  lockApprovedCustomer,
} from '../../activities/checkout/order-checks.ts';
import { assertMethodForLocation } from '../locations/assert-method-for-location.ts';
import { measureShippingDistance } from './shipping-distance.ts';
import { findSpendLimitBreach } from './spend-approval.ts';
import { deliveryDateFor } from './shipping-info.ts';

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

export type PlaceOrderDeps = PlacementDeps;

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
  await assertMethodForLocation(db, {
    accountId: caller.account.id,
    shipLocationId: ship.id,
    cardId: input.paymentMethod === 'card' ? card!.id : null,
    bankAccountId: input.paymentMethod === 'bank_transfer' ? input.bankAccountId! : null,
  });
  const { miles } = await measureShippingDistance(db, settings, ship.zipcode);
  const cardToHold = input.paymentMethod === 'card' ? card! : null;
  return {
    caller,
    sellerId: supplierId,
    cardToHold,
    supplierId,
    input,
    settings,
    ship,
    bill,
    card,
    customer,
    method,
    miles,
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The cart with this supplier, checked and priced for the chosen payment method. */
async function quote(db: Database | PlacementTx, p: Prepared, now: Date) {
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

/** The wholesale seller kind: the customer relationship locked, credit and bank checked, ACH settled. */
const wholesaleKind: SellerKind<Prepared> = {
  quote: (db, p, now) => quote(db, p, now),
  async quoteLocked(tx, p, now) {
    const locked = await lockApprovedCustomer(tx, p.customer.id, p.settings.wholesalerName);
    const quoted = await quote(tx, p, now);
    assertControlsAllowed(quoted.lines, locked, p.settings.wholesalerName);
    const { totalCents } = quoted.totals;
    if (p.input.paymentMethod === 'pay_offline') {
      await assertCreditAvailable(tx, locked, p.settings.wholesalerName, totalCents);
    }
    if (p.input.paymentMethod === 'bank_transfer') {
      await assertBankTransferAllowed(tx, p.caller, p.input.bankAccountId!, totalCents, now);
    }
    return quoted;
  },
  newOrder: (p, orderId, totals, now) => ({
    id: orderId,
    supplierId: p.supplierId,
    paymentMethod: p.input.paymentMethod,
    paymentCardId: p.input.paymentMethod === 'card' ? p.card!.id : null,
    bankAccountId: p.input.paymentMethod === 'bank_transfer' ? p.input.bankAccountId! : null,
    shippingMethod: p.method.serviceType,
    ship: p.ship,
    bill: p.bill,
    totals,
    memo: p.input.memo?.trim() || null,
    estimatedDelivery: deliveryDateFor(p.settings, p.method.serviceType, now, p.miles),
  }),
  spendLimitBreach: (db, p, totalCents, now, lock) =>
    findSpendLimitBreach(db, p.caller, totalCents, now, { lock }),
  // A pending transfer: its bank-transfer workflow asks the bank and waits for it to settle.
  bankTransfer: (p) =>
    p.input.paymentMethod === 'bank_transfer' ? { bankAccountId: p.input.bankAccountId! } : null,
};

/**
 * Places the caller's cart with a supplier as one order, or refuses and writes nothing, through
 * the one checkout pipeline (checkout-engine.ts). `requestKey` is the request's Idempotency-Key.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  caller: Caller,
  supplierId: string,
  input: PlaceOrderInput,
  requestKey?: string,
): Promise<OrderRow> {
  const prepared = await prepare(deps, caller, supplierId, input);
  return placeOrderOfKind(deps, wholesaleKind, prepared, requestKey);
}
