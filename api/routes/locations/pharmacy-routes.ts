/**
 * A pharmacy's own locations (issue 23, pharmacy-side §7): add one (master admins), change one (a
 * move of an approved store answers `pending` and starts the workflow `location-change:<id>`), its
 * account details (GLN, SGLN), the SGLN after signup, and the payment methods linked to it.
 */
import type { Context } from 'hono';
import { loadLocationExtras } from '../../../db/queries/location-details.ts';
import { findLocationForCaller } from '../../../db/queries/locations.ts';
import { notFound } from '../../../domain/errors.ts';
import {
  LOCATION_MESSAGES,
  LocationAccountSchema,
  LocationChangesSchema,
  LocationPaymentMethodsSchema,
  NewLocationSchema,
  SglnUpdateSchema,
} from '../../../domain/locations/location-schemas.ts';
import { startLocationChange } from '../../../platform/temporal/location-changes.ts';
import { markLocationChangesStarted } from '../../../activities/locations/location-change-steps.ts';
import { addLocation } from '../../../services/locations/add-location.ts';
import { setLocationAccount, updateAccountSgln } from '../../../services/locations/location-account.ts';
import { linkPaymentMethods } from '../../../services/locations/link-payment-methods.ts';
import { updateLocation } from '../../../services/locations/update-location.ts';
import type { AppEnv } from '../../context.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { serializeLocation } from '../identity/serializers.ts';
import { IdParam, LocationWriteSchema } from './schemas.ts';

const area = 'locations';
const access = ['pharmacy'] as const;
const common = {
  area,
  access,
  role: 'admin',
  responses: { 200: jsonContent(LocationWriteSchema, 'The location after the write') },
  problems: [403, 404, 409, 422],
} as const;

const addRouteSpec = defineRoute({
  ...common,
  method: 'post',
  path: '/locations/address',
  summary: 'Add a location (a master account’s admins)',
  request: { body: NewLocationSchema },
});
const updateRouteSpec = defineRoute({
  ...common,
  method: 'patch',
  path: '/locations/{id}/address',
  summary: 'Change a location: a move of an approved store waits for support (status pending)',
  request: { params: IdParam, body: LocationChangesSchema },
});
const accountRouteSpec = defineRoute({
  ...common,
  method: 'patch',
  path: '/locations/{id}/account',
  summary: 'Set a location’s account details: GLN and SGLN (13 digits with the GS1 check digit)',
  request: { params: IdParam, body: LocationAccountSchema },
});
const sglnRouteSpec = defineRoute({
  ...common,
  method: 'patch',
  path: '/settings/account/update_sgln_number',
  summary: 'Change the SGLN after signup (the default shipping location’s, unless location_id names one)',
  request: { body: SglnUpdateSchema },
});
const paymentMethodsRouteSpec = defineRoute({
  ...common,
  method: 'patch',
  path: '/locations/{id}/payment_methods',
  summary: 'Link the account’s bank accounts and cards to a location (replaces its links)',
  request: { params: IdParam, body: LocationPaymentMethodsSchema },
});

/** The location after a write, as GET /locations/{id}/address answers it. */
async function answer(c: Context<AppEnv>, locationId: string, status: 'pending' | 'updated' | 'created') {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const location = await findLocationForCaller(db, caller, locationId);
  if (!location) throw notFound('Location');
  const extras = await loadLocationExtras(db, [locationId]);
  const message = LOCATION_MESSAGES[status];
  return c.json(
    { status, message, location: serializeLocation(location, extras.get(locationId), caller) },
    200,
  );
}

export const pharmacyLocationRoutes = createRouter();

addRoute(pharmacyLocationRoutes, addRouteSpec, async (c) => {
  const id = await addLocation(c.get('deps').db, { caller: c.get('caller'), location: c.req.valid('json') });
  return answer(c, id, 'created');
});

addRoute(pharmacyLocationRoutes, updateRouteSpec, async (c) => {
  const { db, env, now, logger, temporal } = c.get('deps');
  const result = await updateLocation(db, {
    caller: c.get('caller'),
    locationId: c.req.valid('param').id,
    changes: c.req.valid('json'),
    now: now(),
  });
  if (result.status === 'pending') {
    try {
      await startLocationChange(temporal.client, env.temporal.taskQueue, result.change);
      await markLocationChangesStarted(db, [result.change.id], now());
    } catch (error) {
      // The change stands: the start-stranded-workflows relay starts its workflow (outbox).
      logger.error('location change workflow not started; the relay will start it', {
        error,
        id: result.change.id,
      });
    }
  }
  return answer(c, result.locationId, result.status);
});

addRoute(pharmacyLocationRoutes, accountRouteSpec, async (c) => {
  const locationId = c.req.valid('param').id;
  await setLocationAccount(c.get('deps').db, {
    caller: c.get('caller'),
    locationId,
    details: c.req.valid('json'),
  });
  return answer(c, locationId, 'updated');
});

addRoute(pharmacyLocationRoutes, sglnRouteSpec, async (c) => {
  const id = await updateAccountSgln(c.get('deps').db, {
    caller: c.get('caller'),
    update: c.req.valid('json'),
  });
  return answer(c, id, 'updated');
});

addRoute(pharmacyLocationRoutes, paymentMethodsRouteSpec, async (c) => {
  const locationId = c.req.valid('param').id;
  await linkPaymentMethods(c.get('deps').db, {
    caller: c.get('caller'),
    locationId,
    methods: c.req.valid('json'),
  });
  return answer(c, locationId, 'updated');
});
