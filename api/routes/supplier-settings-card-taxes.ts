import { Hono, type Context } from 'hono';
import { saveCardStates, saveCardTaxes } from '../../activities/supplier-settings/save-card-taxes.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { listStates } from '../../db/queries/supplier-settings/settings-forms.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { readJson } from '../validation.ts';
import { CardStatesBody, CardTaxesBody, cardTaxInputOfBody } from './supplier-settings-schemas.ts';
import { serializeCardTaxes } from './supplier-settings-serializers.ts';

/** The caller's own card tax settings with the state table. */
async function answerCardTaxes(c: Context<AppEnv>, message?: string) {
  const { db } = c.get('deps');
  const [settings, allStates] = await Promise.all([
    loadCheckoutSettings(db, c.get('caller').account.id),
    listStates(db),
  ]);
  if (!settings) throw notFound('Supplier');
  return c.json({ ...serializeCardTaxes(settings, allStates), ...(message ? { message } : {}) });
}

/**
 * Card-processing taxes and the ACH discount (supplier-side §2 Card-processing taxes, §4 exclusive
 * modes, §5 tax values greater than zero, §7): the page's read, the whole save, the accepted states.
 */
export const cardTaxRoutes = new Hono<AppEnv>()
  .use('/suppliers/cc_payment_taxes', requireAccountKind('supplier'))
  .use('/suppliers/cc_payment_processing_taxes/*', requireAccountKind('supplier'))
  .use('/suppliers/settings/payments/*', requireAccountKind('supplier'))
  .get('/suppliers/cc_payment_taxes', (c) => answerCardTaxes(c))
  .put('/suppliers/cc_payment_processing_taxes/taxes_all_states', async (c) => {
    const { db, now } = c.get('deps');
    const tax = cardTaxInputOfBody(await readJson(c, CardTaxesBody));
    await saveCardTaxes(db, { supplierAccountId: c.get('caller').account.id, tax, now: now() });
    return answerCardTaxes(c, 'Card processing taxes saved.');
  })
  .patch('/suppliers/settings/payments/cc_payment_states', async (c) => {
    const { db, now } = c.get('deps');
    const body = await readJson(c, CardStatesBody);
    await saveCardStates(db, {
      supplierAccountId: c.get('caller').account.id,
      acceptCards: body.accept_cards,
      acceptedStates: body.accepted_states,
      now: now(),
    });
    return answerCardTaxes(c, 'Card payment states saved.');
  });
