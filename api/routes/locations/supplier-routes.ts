/**
 * A wholesaler's location-change notices (issue 23): its customers whose store moved since it last
 * acknowledged, with their stores' addresses now, and the acknowledgement.
 */
import { listLocationNoticesForSupplier, listStoreAddresses } from '../../../db/queries/location-changes.ts';
import { acknowledgeLocationChangeAsSupplier } from '../../../services/locations/acknowledge-location-change.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { IdParam, LocationNoticeListSchema } from './schemas.ts';

const area = 'locations';
const access = ['supplier'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/suppliers/location_changes',
  area,
  access,
  summary: 'Customers whose store moved and that the wholesaler has not acknowledged since',
  responses: { 200: jsonContent(LocationNoticeListSchema, 'The notices') },
});

const ackRoute = defineRoute({
  method: 'patch',
  path: '/suppliers/location_changes/{id}/acknowledge',
  area,
  access,
  summary: 'Acknowledge a customer’s location change (id: the customer relationship)',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Acknowledged') },
  problems: [404],
});

export const supplierLocationChangeRoutes = createRouter();

addRoute(supplierLocationChangeRoutes, listRoute, async (c) => {
  const { db } = c.get('deps');
  const notices = await listLocationNoticesForSupplier(db, c.get('caller').account.id);
  const stores = await listStoreAddresses(db, [...new Set(notices.map((n) => n.pharmacyAccountId))]);
  const data = notices.map((n) => ({
    customer_id: n.customerId,
    pharmacy_account_id: n.pharmacyAccountId,
    pharmacy_name: n.pharmacyName,
    changed_at: n.changedAt!.toISOString(),
    addresses: stores
      .filter((s) => s.accountId === n.pharmacyAccountId)
      .map(({ accountId: _, ...address }) => address),
  }));
  return c.json({ data }, 200);
});

addRoute(supplierLocationChangeRoutes, ackRoute, async (c) => {
  const { db, now } = c.get('deps');
  await acknowledgeLocationChangeAsSupplier(db, {
    supplierAccountId: c.get('caller').account.id,
    customerId: c.req.valid('param').id,
    now: now(),
  });
  return c.json({ message: 'The location change is acknowledged.' }, 200);
});
