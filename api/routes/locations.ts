import { Hono } from 'hono';
import { z } from 'zod';
import {
  findLocationForCaller,
  listLocationsForCaller,
  type LocationAddress,
} from '../../db/queries/locations.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith } from '../validation.ts';

const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const serialize = (l: LocationAddress) => ({
  id: l.id,
  name: l.name,
  address1: l.address1,
  address2: l.address2,
  city: l.city,
  state_id: l.stateId,
  state: l.stateCode,
  zipcode: l.zipcode,
  phone: l.phone,
  default: l.isDefaultShipping,
  default_billing: l.isDefaultBilling,
  gln_number: l.glnNumber,
  sgln_number: l.sglnNumber,
});

/** A pharmacy's locations (spec pharmacy-side section 7: GET /api/v1/locations/{id}/address). */
export const locationRoutes = new Hono<AppEnv>()
  .use('/locations', requireAccountKind('pharmacy'))
  .use('/locations/*', requireAccountKind('pharmacy'))
  .get('/locations', async (c) => {
    const rows = await listLocationsForCaller(c.get('deps').db, c.get('caller'));
    return c.json({ data: rows.map(serialize) });
  })
  .get('/locations/:id/address', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const location = await findLocationForCaller(c.get('deps').db, c.get('caller'), id);
    if (!location) throw notFound('Location');
    return c.json(serialize(location));
  });
