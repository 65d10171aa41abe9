/** Supplier settings' routes (supplier-side §2 Shipping settings, card-processing taxes; §4, §5, §7). */
import { z } from 'zod';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import {
  CardStatesBody,
  CardTaxesBody,
  MinimumsBody,
  PreferencesBody,
  ShippingBody,
  VacationBody,
} from './schemas.ts';
import {
  CardTaxesSchema,
  MinimumsSchema,
  PreferencesSchema,
  ShippingSettingsSchema,
  VacationTimeSchema,
} from './serializers.ts';

const area = 'supplier-settings';
const access = ['supplier'] as const;
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
const saved = <S extends z.ZodObject>(schema: S) => schema.extend({ message: z.string() });

export const getMinimums = defineRoute({
  method: 'get',
  path: '/suppliers/settings/minimums',
  area,
  access,
  summary: 'The supplier’s order minimums',
  responses: { 200: jsonContent(MinimumsSchema, 'The minimums as the form shows them') },
});

export const saveMinimums = defineRoute({
  method: 'put',
  path: '/suppliers/settings/minimums',
  area,
  access,
  role: 'admin',
  summary: 'Save the order minimums',
  request: { body: MinimumsBody },
  responses: { 200: jsonContent(saved(MinimumsSchema), 'Saved') },
  problems: [422],
});

export const getShipping = defineRoute({
  method: 'get',
  path: '/suppliers/settings/shipping',
  area,
  access,
  summary: 'Shipping settings: time zone, cut-offs, methods, holidays, vacation times',
  responses: { 200: jsonContent(ShippingSettingsSchema, 'The settings as the form shows them') },
});

export const saveShipping = defineRoute({
  method: 'put',
  path: '/suppliers/settings/shipping',
  area,
  access,
  role: 'admin',
  summary: 'Save the shipping settings',
  request: { body: ShippingBody },
  responses: { 200: jsonContent(saved(ShippingSettingsSchema), 'Saved') },
  problems: [422],
});

export const listVacationTimes = defineRoute({
  method: 'get',
  path: '/suppliers/settings/vacation_times',
  area,
  access,
  summary: 'The supplier’s vacation times',
  responses: {
    200: jsonContent(z.strictObject({ vacation_times: z.array(VacationTimeSchema) }), 'Every vacation time'),
  },
});

export const createVacationTime = defineRoute({
  method: 'post',
  path: '/suppliers/settings/vacation_times',
  area,
  access,
  role: 'admin',
  summary: 'Add a vacation time',
  request: { body: VacationBody },
  responses: { 201: jsonContent(saved(VacationTimeSchema), 'Saved') },
  problems: [422],
});

export const updateVacationTime = defineRoute({
  method: 'put',
  path: '/suppliers/settings/vacation_times/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Change a vacation time',
  request: { params: IdParam, body: VacationBody },
  responses: { 200: jsonContent(saved(VacationTimeSchema), 'Saved') },
  problems: [404, 422],
});

export const deleteVacationTime = defineRoute({
  method: 'delete',
  path: '/suppliers/settings/vacation_times/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Delete a vacation time',
  request: { params: IdParam },
  responses: { 200: jsonContent(z.strictObject({ id: z.uuid(), message: z.string() }), 'Deleted') },
  problems: [404],
});

export const getCardTaxes = defineRoute({
  method: 'get',
  path: '/suppliers/cc_payment_taxes',
  area,
  access,
  summary: 'Card-processing taxes, accepted states and the ACH discount',
  responses: { 200: jsonContent(CardTaxesSchema, 'The page’s settings and state table') },
});

const cardTaxesSaved = CardTaxesSchema.extend({ message: z.string() });

export const saveCardTaxes = defineRoute({
  method: 'put',
  path: '/suppliers/cc_payment_processing_taxes/taxes_all_states',
  area,
  access,
  role: 'admin',
  summary: 'Save the card-processing taxes (all states or by state) and the ACH discount',
  request: { body: CardTaxesBody },
  responses: { 200: jsonContent(cardTaxesSaved, 'Saved') },
  problems: [422],
});

export const saveCardStates = defineRoute({
  method: 'patch',
  path: '/suppliers/settings/payments/cc_payment_states',
  area,
  access,
  role: 'admin',
  summary: 'Save which states cards are accepted in',
  request: { body: CardStatesBody },
  responses: { 200: jsonContent(cardTaxesSaved, 'Saved') },
  problems: [422],
});

export const getPreferences = defineRoute({
  method: 'get',
  path: '/supplier/settings/prefs',
  area,
  access,
  summary: 'The supplier’s preferences: pay by statement, invoices’ end of month, licence notices',
  responses: { 200: jsonContent(PreferencesSchema, 'The preferences as the form shows them') },
});

export const savePreferences = defineRoute({
  method: 'patch',
  path: '/supplier/settings/prefs',
  area,
  access,
  role: 'admin',
  summary: 'Save the supplier’s preferences (the due day is required unless due on the last day)',
  request: { body: PreferencesBody },
  responses: { 200: jsonContent(saved(PreferencesSchema), 'Saved') },
  problems: [422],
});
