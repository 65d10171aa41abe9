import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { saveMinimums } from '../../activities/supplier-settings/save-minimums.ts';
import { saveShippingSettings } from '../../activities/supplier-settings/save-shipping.ts';
import {
  createVacationTime,
  deleteVacationTime,
  updateVacationTime,
} from '../../activities/supplier-settings/vacation-times.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { listVacationTimes } from '../../db/queries/supplier-settings/settings-forms.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';
import { cardTaxRoutes } from './supplier-settings-card-taxes.ts';
import {
  MinimumsBody,
  minimumsInputOf,
  ShippingBody,
  shippingInputOf,
  VacationBody,
  vacationInputOf,
} from './supplier-settings-schemas.ts';
import {
  serializeMinimums,
  serializeShipping,
  serializeVacationTime,
} from './supplier-settings-serializers.ts';

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const supplier = requireAccountKind('supplier');

/** The caller's own settings, as checkout reads them. */
async function ownSettings(c: Context<AppEnv>) {
  const settings = await loadCheckoutSettings(c.get('deps').db, c.get('caller').account.id);
  if (!settings) throw notFound('Supplier');
  return settings;
}

/**
 * Supplier settings that checkout reads (supplier-side §2 Shipping settings, §3, §4, §5; pharmacy-side
 * §3 Order minimums, Vacation time): order minimums, shipping, vacation times, card-processing taxes.
 * Supplier accounts only; every query is scoped to the caller's account.
 */
export const supplierSettingsRoutes = new Hono<AppEnv>()
  .use('/suppliers/settings/minimums', supplier)
  .use('/suppliers/settings/shipping', supplier)
  .use('/suppliers/settings/vacation_times', supplier)
  .use('/suppliers/settings/vacation_times/*', supplier)
  .get('/suppliers/settings/minimums', async (c) =>
    c.json(serializeMinimums((await ownSettings(c)).settings)),
  )
  .put('/suppliers/settings/minimums', async (c) => {
    const { db, now } = c.get('deps');
    const minimums = minimumsInputOf(await readJson(c, MinimumsBody));
    await saveMinimums(db, { supplierAccountId: c.get('caller').account.id, minimums, now: now() });
    return c.json({
      ...serializeMinimums((await ownSettings(c)).settings),
      message: 'Order minimums saved.',
    });
  })
  .get('/suppliers/settings/shipping', async (c) => c.json(serializeShipping(await ownSettings(c))))
  .put('/suppliers/settings/shipping', async (c) => {
    const { db, now } = c.get('deps');
    const shipping = shippingInputOf(await readJson(c, ShippingBody));
    await saveShippingSettings(db, { supplierAccountId: c.get('caller').account.id, shipping, now: now() });
    return c.json({ ...serializeShipping(await ownSettings(c)), message: 'Shipping settings saved.' });
  })
  .get('/suppliers/settings/vacation_times', async (c) => {
    const rows = await listVacationTimes(c.get('deps').db, c.get('caller').account.id);
    return c.json({ vacation_times: rows.map(serializeVacationTime) });
  })
  .post('/suppliers/settings/vacation_times', async (c) => {
    const vacation = vacationInputOf(await readJson(c, VacationBody));
    const row = await createVacationTime(c.get('deps').db, {
      supplierAccountId: c.get('caller').account.id,
      vacation,
    });
    return c.json({ ...serializeVacationTime(row), message: 'Vacation time saved.' }, 201);
  })
  .put('/suppliers/settings/vacation_times/:id', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const vacation = vacationInputOf(await readJson(c, VacationBody));
    const row = await updateVacationTime(c.get('deps').db, {
      supplierAccountId: c.get('caller').account.id,
      id,
      vacation,
    });
    return c.json({ ...serializeVacationTime(row), message: 'Vacation time saved.' });
  })
  .delete('/suppliers/settings/vacation_times/:id', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    await deleteVacationTime(c.get('deps').db, { supplierAccountId: c.get('caller').account.id, id });
    return c.json({ id, message: 'Vacation time deleted.' });
  })
  .route('/', cardTaxRoutes);
