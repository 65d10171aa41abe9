/** Checkout with one supplier and placing the order (pharmacy-side §4, §7). */
import { placeOrder } from '../../../services/checkout/place-order.ts';
import { saveSupplierPrefs } from '../../../services/checkout/save-prefs.ts';
import { measureShippingDistance } from '../../../services/checkout/shipping-distance.ts';
import {
  describeCutoff,
  describeShippingFee,
  listTimeInTransit,
  listVacationTimes,
} from '../../../services/checkout/shipping-info.ts';
import { findApprovedCustomer } from '../../../db/queries/customers.ts';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { APPROVAL_MESSAGES } from '../../../domain/sub-accounts/purchase-approval.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppDeps } from '../../context.ts';
import * as routes from './routes.ts';
import { placementDeps, serializePlacedOrder, startApprovalOf, startPlacedOrder } from './placement.ts';
import { loadCheckoutSummary } from './summary.ts';

/** A supplier the caller may buy from: it exists and approved the pharmacy; otherwise 404. */
async function settingsForCustomer(deps: AppDeps, caller: Caller, supplierId: string) {
  const settings = await loadCheckoutSettings(deps.db, supplierId);
  if (!settings || !(await findApprovedCustomer(deps.db, caller, supplierId))) throw notFound('Supplier');
  return settings;
}

export const checkoutRoutes = createRouter();

addRoute(checkoutRoutes, routes.timeInTransit, async (c) => {
  const query = c.req.valid('query');
  const deps = c.get('deps');
  const settings = await settingsForCustomer(deps, c.get('caller'), query.supplier_id);
  // Transit depends on the distance to to_code, so a ZIP we cannot place is refused (422), not guessed.
  const distance = await measureShippingDistance(deps.db, settings, query.to_code);
  if (!distance.destinationKnown) {
    const message = CHECKOUT_MESSAGES.unknownZip(query.to_code);
    throw new DomainError('SHIPPING_DESTINATION_UNKNOWN', message, { fields: { to_code: [message] } });
  }
  return c.json(listTimeInTransit(settings, deps.now(), distance.miles), 200);
});

addRoute(checkoutRoutes, routes.shippingFees, async (c) => {
  const query = c.req.valid('query');
  const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), query.supplier_id);
  const fee = describeShippingFee(settings, query.shipping_method, query.subtotal);
  if (!fee)
    throw new DomainError('SHIPPING_METHOD_UNAVAILABLE', CHECKOUT_MESSAGES.shippingMethod, {
      fields: { shipping_method: [CHECKOUT_MESSAGES.shippingMethod] },
    });
  return c.json(fee, 200);
});

addRoute(checkoutRoutes, routes.shippingCutoff, async (c) => {
  const query = c.req.valid('query');
  // The spec passes the user id; only the caller's own is answered, any other is not found.
  if (query.user_id !== c.get('caller').user.id) throw notFound('User');
  const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), query.supplier_id);
  return c.json(describeCutoff(settings, c.get('deps').now()), 200);
});

addRoute(checkoutRoutes, routes.vacationTimes, async (c) => {
  const settings = await settingsForCustomer(
    c.get('deps'),
    c.get('caller'),
    c.req.valid('query').supplier_id,
  );
  return c.json({ vacation_times: listVacationTimes(settings, c.get('deps').now()) }, 200);
});

addRoute(checkoutRoutes, routes.summary, async (c) => {
  const query = c.req.valid('query');
  const { db, now } = c.get('deps');
  const summary = await loadCheckoutSummary(db, c.get('caller'), c.req.valid('param').supplier_id, now(), {
    shipLocationId: query.ship_location_id,
    shippingMethod: query.shipping_method,
  });
  return c.json(summary, 200);
});

addRoute(checkoutRoutes, routes.placeOrder, async (c) => {
  const body = c.req.valid('json');
  const order = await placeOrder(
    placementDeps(c),
    c.get('caller'),
    c.req.valid('param').supplier_id,
    {
      shipLocationId: body.ship_location_id,
      billLocationId: body.bill_location_id,
      paymentMethod: body.payment_method,
      paymentCardId: body.payment_card_id,
      bankAccountId: body.bank_account_id,
      shippingMethod: body.shipping_method,
      certification: body.certification,
      memo: body.memo,
    },
    c.req.header('Idempotency-Key'),
  );
  // Over the buyer's spend limit (issue 23): the master's approval comes before the order's workflow.
  const awaiting = order.status === 'awaiting_approval';
  const started = awaiting ? await startApprovalOf(c, order) : await startPlacedOrder(c, order);
  const placed = { ...serializePlacedOrder(order, started), payment_method: order.paymentMethod };
  const message = awaiting
    ? APPROVAL_MESSAGES.awaiting(order.number)
    : CHECKOUT_MESSAGES.placed(order.number);
  return c.json({ message, order: placed }, 201);
});

addRoute(checkoutRoutes, routes.saveCheckoutPrefs, async (c) => {
  const body = c.req.valid('json');
  const { db, now } = c.get('deps');
  const prefs = {
    paymentMethod: body.supplier_prefs.payment_method,
    shippingMethod: body.supplier_prefs.shipping_method,
  };
  await saveSupplierPrefs(db, c.get('caller'), body.supplier_id, prefs, now());
  const answer = {
    message: 'Your instant-checkout defaults have been saved.',
    supplier_id: body.supplier_id,
    supplier_prefs: body.supplier_prefs,
  };
  return c.json(answer, 200);
});
