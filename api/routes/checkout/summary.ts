/**
 * The checkout page's read model. Everything the checkout page shows for one supplier (pharmacy-side §4 Checkout, Shipping choice):
 * the cart at today's prices, the minimums, the addresses, the payment methods with their
 * availability, the credit status, the totals per payment method, the shipping choice, the
 * supplier's information tabs and vacation times, and the user's instant-checkout defaults. The
 * totals come from the same computation placement charges (checkout-rules.ts quoteCart).
 */
import type { Database } from '../../../db/client.ts';
import { loadSupplierCart } from '../../../db/queries/cart/cart.ts';
import {
  findUserPrefs,
  listOwnBankAccounts,
  listOwnCards,
  listShippingRestrictions,
  sumBankTransfersSince,
  sumOutstandingCredit,
} from '../../../db/queries/checkout.ts';
import { findApprovedCustomer, findCustomerStanding } from '../../../db/queries/customers.ts';
import { listLocationsForCaller } from '../../../db/queries/locations.ts';
import { offeredForLocation } from '../../../domain/locations/location-payment-methods.ts';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { hasPoBox, PO_BOX_NOTICE } from '../../../domain/addresses/address-rules.ts';
import { checkOrderMinimums } from '../../../domain/checkout/order-minimums.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { termsRefusalOf } from '../../../domain/invoices/net-terms.ts';
import { isValidExpiry } from '../../../domain/payments/card-rules.ts';
import {
  isBankTransferAvailable,
  remainingWeeklyAllowanceCents,
  WEEKLY_UNVERIFIED_LIMIT_CENTS,
  weekStart,
} from '../../../domain/payments/bank-limit.ts';
import { allowedMethods, methodWarning } from '../../../domain/shipping/shipping-options.ts';
import {
  CHECKOUT_MESSAGES,
  notCustomerMessage,
  termsRefusalProblem,
  VERIFY_BANK_LINK,
} from '../../../domain/checkout/checkout-messages.ts';
import { methodsOf, minimumsOf, quoteCart } from '../../../activities/checkout/checkout-rules.ts';
import {
  describeCutoff,
  listTimeInTransit,
  listVacationTimes,
} from '../../../services/checkout/shipping-info.ts';
import { measureShippingDistance } from '../../../services/checkout/shipping-distance.ts';
import type { z } from 'zod';
import { serializeCard } from '../payments/serializers.ts';
import type { CheckoutSummarySchema } from './summary-schema.ts';
import { PaymentMethodSchema, serializeLine, serializeLocation, serializeTotals } from './serializers.ts';

export type SummaryOptions = { shipLocationId?: string | undefined; shippingMethod?: string | undefined };

/** Builds the checkout page's data; a supplier that does not exist, or a foreign location id, is 404. */
export async function loadCheckoutSummary(
  db: Database,
  caller: Caller,
  supplierId: string,
  now: Date,
  options: SummaryOptions = {},
): Promise<z.input<typeof CheckoutSummarySchema>> {
  const settings = await loadCheckoutSettings(db, supplierId);
  if (!settings) throw notFound('Supplier');
  const today = isoDate(now);
  const [customer, cart, locations, prefs, savedCards, savedBanks, sentThisWeekCents] = await Promise.all([
    findApprovedCustomer(db, caller, supplierId),
    loadSupplierCart(db, caller, supplierId, today),
    listLocationsForCaller(db, caller),
    findUserPrefs(db, caller.user.id, supplierId),
    listOwnCards(db, caller.account.id),
    listOwnBankAccounts(db, caller.account.id),
    sumBankTransfersSince(db, caller.account.id, weekStart(now)),
  ]);
  const ship = options.shipLocationId
    ? locations.find((l) => l.id === options.shipLocationId)
    : (locations.find((l) => l.isDefaultShipping) ?? locations[0]);
  if (options.shipLocationId && !ship) throw notFound('Location');
  const bill = locations.find((l) => l.isDefaultBilling) ?? ship;
  // The methods linked to the ship-to location, or all of them when none is (issue 23).
  const cards = offeredForLocation(savedCards, ship?.id);
  const banks = offeredForLocation(savedBanks, ship?.id);

  // Transit by the distance to the ship-to ZIP; an address without a known centroid gets each
  // method's own (longest) days rather than an error.
  const distance = ship ? await measureShippingDistance(db, settings, ship.zipcode) : null;
  const transit = listTimeInTransit(settings, now, distance?.miles ?? null, cart.subtotalCents);
  const offered = (m: string | null | undefined) =>
    m && transit.some((o) => o.service_type === m) ? m : null;
  const shippingMethod =
    offered(options.shippingMethod) ??
    offered(prefs.shippingMethod) ??
    transit.find((o) => o.preselected)?.service_type ??
    null;
  const method = methodsOf(settings).find((m) => m.service_type === shippingMethod) ?? null;
  const quote = quoteCart(settings, cart.lines, method, ship?.stateCode ?? null);
  const allowed = allowedMethods(
    await listShippingRestrictions(
      db,
      supplierId,
      cart.lines.map((l) => l.ndc),
    ),
  );

  const outstandingCents = customer
    ? await sumOutstandingCredit(
        db,
        [...new Set([customer.pharmacyAccountId, caller.account.id])],
        supplierId,
      )
    : 0;
  const offlineTotal = quote.totals.pay_offline.totalCents;
  const termsRefusal = customer
    ? termsRefusalOf({
        accountType: customer.accountType,
        creditAllocatedCents: customer.creditAllocatedCents,
        outstandingCents,
        orderTotalCents: offlineTotal,
        creditHold: customer.creditHold,
      })
    : null;
  const canUseCredit = customer !== null && termsRefusal === null;
  const verified = banks.some((b) => b.verified);
  const bankTotal = quote.totals.bank_transfer.totalCents;
  const bankVisible =
    banks.length > 0 && isBankTransferAvailable({ verified, sentThisWeekCents, orderTotalCents: bankTotal });
  const remaining = remainingWeeklyAllowanceCents(sentThisWeekCents);
  const minimums = checkOrderMinimums(cart.lines, minimumsOf(settings));

  return {
    supplier: { id: supplierId, name: settings.wholesalerName },
    approved: customer !== null,
    approval_message: customer
      ? null
      : notCustomerMessage(await findCustomerStanding(db, caller, supplierId), settings.wholesalerName),
    lines: cart.lines.map(serializeLine),
    subtotal_cents: cart.subtotalCents,
    minimums: {
      met: minimums.met,
      message: minimums.message,
      failures: minimums.failures,
      brand_subtotal_cents: minimums.brandSubtotalCents,
      generic_subtotal_cents: minimums.genericSubtotalCents,
    },
    addresses: locations.map((l) => serializeLocation(l, hasPoBox(l.address1, l.address2))),
    po_box_notice: PO_BOX_NOTICE,
    ship_location_id: ship?.id ?? null,
    bill_location_id: bill?.id ?? null,
    shipping: {
      method: shippingMethod,
      options: transit,
      fee: quote.shipping,
      allowed_methods: allowed,
      warning: shippingMethod ? methodWarning(shippingMethod, allowed) : null,
      cutoff: describeCutoff(settings, now),
    },
    payment_methods: {
      pay_offline: {
        available: true,
        credit: customer && {
          can_place: canUseCredit,
          credit_hold: customer.creditHold,
          credit_allocated_cents: customer.creditAllocatedCents,
          outstanding_cents: outstandingCents,
          // The message placement would refuse with (the same rule, the same words).
          message:
            termsRefusal &&
            termsRefusalProblem(termsRefusal, settings.wholesalerName, customer, outstandingCents).message,
        },
      },
      card: {
        accepted: quote.cardFeeBp !== null,
        fee_bp: quote.cardFeeBp,
        message:
          quote.cardFeeBp === null && ship
            ? CHECKOUT_MESSAGES.cardNotAccepted(settings.wholesalerName, ship.stateCode)
            : null,
        cards: cards.map((c) => serializeCard(c, !isValidExpiry(c.expMonth, c.expYear, now))),
      },
      bank_transfer: {
        visible: bankVisible,
        verified,
        weekly_limit_cents: WEEKLY_UNVERIFIED_LIMIT_CENTS,
        remaining_allowance_cents: verified ? null : remaining,
        ach_discount_bp: settings.settings.achDiscountBp,
        accounts: banks.map((b) => ({
          id: b.id,
          bank_name: b.bankName,
          last4: b.last4,
          verified: b.verified,
        })),
        warning: banks.length > 0 && !bankVisible ? CHECKOUT_MESSAGES.bankLimit(remaining) : null,
        verify_link: verified ? null : VERIFY_BANK_LINK,
      },
    },
    totals: serializeTotals(quote.totals),
    info: {
      terms: settings.settings.infoTerms,
      laws: settings.settings.infoLaws,
      fees: settings.settings.infoFees,
      faq: settings.settings.infoFaq,
      additional: settings.settings.infoAdditional,
    },
    vacation_times: listVacationTimes(settings, now),
    // A stored preference that is no longer a payment method reads as none.
    prefs: {
      payment_method: PaymentMethodSchema.safeParse(prefs.paymentMethod).data ?? null,
      shipping_method: prefs.shippingMethod,
    },
  };
}
