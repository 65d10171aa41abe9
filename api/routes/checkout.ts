import { Hono } from 'hono';
import { serializeOrderTotals } from '../../activities/checkout/checkout-serializers.ts';
import { loadCheckoutSummary } from '../../activities/checkout/checkout-summary.ts';
import { placeOrder } from '../../activities/checkout/place-order.ts';
import { saveSupplierPrefs } from '../../activities/checkout/save-prefs.ts';
import {
  describeCutoff,
  describeShippingFee,
  listTimeInTransit,
  listVacationTimes,
} from '../../activities/checkout/shipping-info.ts';
import { startOrderWorkflow } from '../../activities/checkout/start-order-workflow.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotency } from '../middleware/idempotency.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';
import {
  CutoffQuery,
  FeesQuery,
  PlaceOrderBody,
  PrefsBody,
  SupplierParam,
  SupplierQuery,
  SummaryQuery,
  TransitQuery,
} from './checkout-schemas.ts';

/** A supplier the caller may buy from: it exists and approved the pharmacy; otherwise 404. */
async function settingsForCustomer(deps: AppDeps, caller: Caller, supplierId: string) {
  const settings = await loadCheckoutSettings(deps.db, supplierId);
  if (!settings || !(await findApprovedCustomer(deps.db, caller, supplierId))) throw notFound('Supplier');
  return settings;
}

const pharmacy = requireAccountKind('pharmacy');

/** Checkout with one supplier and placing the order (pharmacy-side §4, §7). */
export const checkoutRoutes = new Hono<AppEnv>()
  .use('/checkout/*', pharmacy)
  .use('/shipping/time_in_transit', pharmacy)
  .use('/users/prefs', pharmacy)
  .get('/shipping/time_in_transit', async (c) => {
    const { supplier_id } = readQuery(c, TransitQuery);
    const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), supplier_id);
    return c.json(listTimeInTransit(settings, c.get('deps').now()));
  })
  .get('/checkout/shipping_fees', async (c) => {
    const query = readQuery(c, FeesQuery);
    const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), query.supplier_id);
    const fee = describeShippingFee(settings, query.shipping_method, query.subtotal);
    if (!fee)
      throw new DomainError('RULE_VIOLATION', CHECKOUT_MESSAGES.shippingMethod, {
        fields: { shipping_method: [CHECKOUT_MESSAGES.shippingMethod] },
      });
    return c.json(fee);
  })
  .get('/checkout/shipping_cutoff', async (c) => {
    const query = readQuery(c, CutoffQuery);
    // The spec passes the user id; only the caller's own is answered, any other is not found.
    if (query.user_id !== c.get('caller').user.id) throw notFound('User');
    const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), query.supplier_id);
    return c.json(describeCutoff(settings, c.get('deps').now()));
  })
  .get('/checkout/vacation_times', async (c) => {
    const { supplier_id } = readQuery(c, SupplierQuery);
    const settings = await settingsForCustomer(c.get('deps'), c.get('caller'), supplier_id);
    return c.json({ vacation_times: listVacationTimes(settings, c.get('deps').now()) });
  })
  .get('/checkout/:supplier_id', async (c) => {
    const { supplier_id } = parseWith(SupplierParam, c.req.param());
    const query = readQuery(c, SummaryQuery);
    const { db, now } = c.get('deps');
    const summary = await loadCheckoutSummary(db, c.get('caller'), supplier_id, now(), {
      shipLocationId: query.ship_location_id,
      shippingMethod: query.shipping_method,
    });
    return c.json(summary);
  })
  .post('/checkout/:supplier_id', idempotency('checkout.place_order'), async (c) => {
    const { supplier_id } = parseWith(SupplierParam, c.req.param());
    const body = await readJson(c, PlaceOrderBody);
    const deps = c.get('deps');
    const processor = deps.ports.cards;
    const order = await placeOrder(
      { db: deps.db, processor, logger: c.get('logger'), now: deps.now() },
      c.get('caller'),
      supplier_id,
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
    );
    const started = await startOrderWorkflow(
      { db: deps.db, temporal: deps.temporal.client, env: deps.env, logger: c.get('logger'), now: deps.now },
      order.id,
    );
    return c.json(
      {
        message: CHECKOUT_MESSAGES.placed(order.number),
        order: {
          id: order.id,
          number: order.number,
          status: order.status,
          payment_method: order.paymentMethod,
          shipping_method: order.shippingMethod,
          estimated_delivery: order.estimatedDelivery,
          workflow_started: started,
          ...serializeOrderTotals(order),
        },
      },
      201,
    );
  })
  .put('/users/prefs', async (c) => {
    const body = await readJson(c, PrefsBody);
    const { db, now } = c.get('deps');
    const prefs = {
      paymentMethod: body.supplier_prefs.payment_method,
      shippingMethod: body.supplier_prefs.shipping_method,
    };
    await saveSupplierPrefs(db, c.get('caller'), body.supplier_id, prefs, now());
    return c.json({
      message: 'Your instant-checkout defaults have been saved.',
      supplier_id: body.supplier_id,
      supplier_prefs: body.supplier_prefs,
    });
  });
