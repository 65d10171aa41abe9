/** The locations area's answers (issue 23, pharmacy-side §3 Location, §4 pending or not). */
import { z } from 'zod';
import type { LocationChangeRow } from '../../../db/queries/location-changes.ts';
import { LocationSchema } from '../identity/serializers.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

/** A location write's answer: `pending` when a move waits for support, else `updated` or `created`. */
export const LocationWriteSchema = z
  .strictObject({
    status: z.enum(['pending', 'updated', 'created']),
    message: z.string(),
    location: LocationSchema,
  })
  .meta({ id: 'LocationWrite' });

const AddressSchema = z.strictObject({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

export const LocationChangeSchema = z
  .strictObject({
    id: z.uuid(),
    status: z.enum(['pending', 'approved', 'rejected']),
    pharmacy_name: z.string(),
    location_id: z.uuid(),
    location_name: z.string(),
    current: AddressSchema,
    requested: AddressSchema,
    reason: z.string().nullable(),
    requested_at: z.iso.datetime({ offset: true }),
    decided_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'LocationChange' });

export const LocationChangeListSchema = z.strictObject({ data: z.array(LocationChangeSchema) });
export const LocationChangeQuery = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});
export const LocationChangeDecisionBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});
export const LocationChangeAnswerSchema = z.strictObject({
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
});

export function serializeLocationChange(r: LocationChangeRow): z.input<typeof LocationChangeSchema> {
  const { change, location } = r;
  return {
    id: change.id,
    status: change.status,
    pharmacy_name: r.pharmacyName,
    location_id: change.locationId,
    location_name: location.name,
    current: {
      address1: location.address1,
      address2: location.address2,
      city: location.city,
      state: location.stateCode,
      zipcode: location.zipcode,
    },
    requested: {
      address1: change.address1,
      address2: change.address2,
      city: change.city,
      state: r.newStateCode,
      zipcode: change.zipcode,
    },
    reason: change.reason,
    requested_at: change.createdAt.toISOString(),
    decided_at: change.decidedAt?.toISOString() ?? null,
  };
}

/** A customer whose store moved, as its wholesaler sees the notice. */
export const LocationNoticeListSchema = z
  .strictObject({
    data: z.array(
      z.strictObject({
        customer_id: z.uuid(),
        pharmacy_account_id: z.uuid(),
        pharmacy_name: z.string(),
        changed_at: z.iso.datetime({ offset: true }),
        addresses: z.array(AddressSchema.extend({ name: z.string() })),
      }),
    ),
  })
  .meta({ id: 'LocationNoticeList' });
