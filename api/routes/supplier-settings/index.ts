/**
 * Supplier settings that checkout reads (supplier-side §2 Shipping settings, §3, §4, §5; pharmacy-side
 * §3 Order minimums, Vacation time): order minimums, shipping, vacation times, card-processing taxes,
 * and the supplier preferences (§3 Supplier preference, issue 11).
 * Supplier accounts only; every query is scoped to the caller's account.
 */
import type { Context } from 'hono';
import { saveCardStates, saveCardTaxes } from '../../../services/supplier-settings/save-card-taxes.ts';
import { saveMinimums } from '../../../services/supplier-settings/save-minimums.ts';
import { savePreferences } from '../../../services/supplier-settings/save-preferences.ts';
import { saveShippingSettings } from '../../../services/supplier-settings/save-shipping.ts';
import {
  createVacationTime,
  deleteVacationTime,
  updateVacationTime,
} from '../../../services/supplier-settings/vacation-times.ts';
import { listStates, listVacationTimes } from '../../../db/queries/supplier-settings/settings-forms.ts';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { notFound } from '../../../domain/errors.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import * as routes from './routes.ts';
import {
  cardTaxInputOfBody,
  minimumsInputOf,
  preferencesInputOf,
  shippingInputOf,
  vacationInputOf,
} from './schemas.ts';
import {
  serializeCardTaxes,
  serializeMinimums,
  serializePreferences,
  serializeShipping,
  serializeVacationTime,
} from './serializers.ts';

/** The caller's own settings, as checkout reads them. */
async function ownSettings(c: Context<AppEnv>) {
  const settings = await loadCheckoutSettings(c.get('deps').db, c.get('caller').account.id);
  if (!settings) throw notFound('Supplier');
  return settings;
}

/** The caller's own card tax settings with the state table. */
async function ownCardTaxes(c: Context<AppEnv>) {
  const [settings, allStates] = await Promise.all([ownSettings(c), listStates(c.get('deps').db)]);
  return serializeCardTaxes(settings, allStates);
}

const supplierOf = (c: Context<AppEnv>) => c.get('caller').account.id;

export const supplierSettingsRoutes = createRouter();

addRoute(supplierSettingsRoutes, routes.getMinimums, async (c) =>
  c.json(serializeMinimums((await ownSettings(c)).settings), 200),
);

addRoute(supplierSettingsRoutes, routes.saveMinimums, async (c) => {
  const { db, now } = c.get('deps');
  const minimums = minimumsInputOf(c.req.valid('json'));
  await saveMinimums(db, { supplierAccountId: supplierOf(c), minimums, now: now() });
  return c.json(
    { ...serializeMinimums((await ownSettings(c)).settings), message: 'Order minimums saved.' },
    200,
  );
});

addRoute(supplierSettingsRoutes, routes.getShipping, async (c) =>
  c.json(serializeShipping(await ownSettings(c)), 200),
);

addRoute(supplierSettingsRoutes, routes.saveShipping, async (c) => {
  const { db, now } = c.get('deps');
  const shipping = shippingInputOf(c.req.valid('json'));
  await saveShippingSettings(db, { supplierAccountId: supplierOf(c), shipping, now: now() });
  return c.json({ ...serializeShipping(await ownSettings(c)), message: 'Shipping settings saved.' }, 200);
});

addRoute(supplierSettingsRoutes, routes.listVacationTimes, async (c) => {
  const rows = await listVacationTimes(c.get('deps').db, supplierOf(c));
  return c.json({ vacation_times: rows.map(serializeVacationTime) }, 200);
});

addRoute(supplierSettingsRoutes, routes.createVacationTime, async (c) => {
  const vacation = vacationInputOf(c.req.valid('json'));
  const row = await createVacationTime(c.get('deps').db, { supplierAccountId: supplierOf(c), vacation });
  return c.json({ ...serializeVacationTime(row), message: 'Vacation time saved.' }, 201);
});

addRoute(supplierSettingsRoutes, routes.updateVacationTime, async (c) => {
  const vacation = vacationInputOf(c.req.valid('json'));
  const row = await updateVacationTime(c.get('deps').db, {
    supplierAccountId: supplierOf(c),
    id: c.req.valid('param').id,
    vacation,
  });
  return c.json({ ...serializeVacationTime(row), message: 'Vacation time saved.' }, 200);
});

addRoute(supplierSettingsRoutes, routes.deleteVacationTime, async (c) => {
  const { id } = c.req.valid('param');
  await deleteVacationTime(c.get('deps').db, { supplierAccountId: supplierOf(c), id });
  return c.json({ id, message: 'Vacation time deleted.' }, 200);
});

addRoute(supplierSettingsRoutes, routes.getCardTaxes, async (c) => c.json(await ownCardTaxes(c), 200));

addRoute(supplierSettingsRoutes, routes.saveCardTaxes, async (c) => {
  const { db, now } = c.get('deps');
  const tax = cardTaxInputOfBody(c.req.valid('json'));
  await saveCardTaxes(db, { supplierAccountId: supplierOf(c), tax, now: now() });
  return c.json({ ...(await ownCardTaxes(c)), message: 'Card processing taxes saved.' }, 200);
});

addRoute(supplierSettingsRoutes, routes.saveCardStates, async (c) => {
  const { db, now } = c.get('deps');
  const body = c.req.valid('json');
  await saveCardStates(db, {
    supplierAccountId: supplierOf(c),
    acceptCards: body.accept_cards,
    acceptedStates: body.accepted_states,
    now: now(),
  });
  return c.json({ ...(await ownCardTaxes(c)), message: 'Card payment states saved.' }, 200);
});

addRoute(supplierSettingsRoutes, routes.getPreferences, async (c) =>
  c.json(serializePreferences((await ownSettings(c)).settings), 200),
);

addRoute(supplierSettingsRoutes, routes.savePreferences, async (c) => {
  const { db, now } = c.get('deps');
  const preferences = preferencesInputOf(c.req.valid('json'));
  await savePreferences(db, { supplierAccountId: supplierOf(c), preferences, now: now() });
  return c.json(
    { ...serializePreferences((await ownSettings(c)).settings), message: 'Preferences saved.' },
    200,
  );
});
