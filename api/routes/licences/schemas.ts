/** The licence routes' schemas (issue 12 "Licences that stay valid"). */
import { z } from 'zod';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const UpdateStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const LicenceUpdateSchema = z
  .strictObject({
    id: z.uuid(),
    licence_id: z.uuid(),
    pharmacy_name: z.string(),
    licence_kind: z.enum(['state', 'dea']),
    licence_number: z.string(),
    state_code: z.string().nullable(),
    current_expires_on: z.iso.date(),
    new_expires_on: z.iso.date(),
    file_name: z.string(),
    status: UpdateStatusSchema,
    reject_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'LicenceUpdate' });

export const LicenceSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['state', 'dea']),
    number: z.string(),
    state_code: z.string().nullable(),
    expires_on: z.iso.date(),
    status: z.enum(['valid', 'expiring', 'expired']),
    pending_update: z.union([LicenceUpdateSchema, z.null()]),
  })
  .meta({ id: 'PharmacyLicence' });

export const LicenceListSchema = z
  .strictObject({ data: z.array(LicenceSchema), held: z.boolean(), held_message: z.string().nullable() })
  .meta({ id: 'PharmacyLicenceList' });

export const LicenceUpdateAnswerSchema = z
  .strictObject({ message: z.string(), update: LicenceUpdateSchema })
  .meta({ id: 'LicenceUpdateAnswer' });

export const LicenceUpdateListSchema = z
  .strictObject({ data: z.array(LicenceUpdateSchema) })
  .meta({ id: 'LicenceUpdateList' });

export const LicenceDecisionBody = z
  .strictObject({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(1000).optional() })
  .meta({ id: 'LicenceUpdateDecisionBody' });
