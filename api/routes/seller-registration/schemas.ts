/** The seller-registration routes' schemas (issue 12, supplier-side §7 PUT /pharmacy/become_seller). */
import { z } from 'zod';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const FileParam = z.strictObject({
  id: z.uuid('not a valid id'),
  index: z.coerce.number().int().min(0).max(9),
});

const StatusSchema = z.enum(['awaiting_signature', 'in_review', 'approved', 'declined']);

const CutoffsSchema = z.strictObject({
  monday: z.string(),
  tuesday: z.string(),
  wednesday: z.string(),
  thursday: z.string(),
  friday: z.string(),
  saturday: z.string(),
});

export const SellerRegistrationSchema = z
  .strictObject({
    id: z.uuid(),
    status: StatusSchema,
    pharmacy_name: z.string(),
    applicant_email: z.string(),
    seller_name: z.string(),
    contact_phone: z.string(),
    driver_licence_emailed: z.boolean(),
    driver_licences: z.array(
      z.strictObject({ index: z.number().int(), file_name: z.string(), size_bytes: z.number().int() }),
    ),
    cutoffs: CutoffsSchema,
    agreement_document_id: z.uuid().nullable(),
    signed_at: z.iso.datetime().nullable(),
    decline_reason: z.string().nullable(),
    decided_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SellerRegistration' });

export const OwnRegistrationSchema = z
  .strictObject({ registration: z.union([SellerRegistrationSchema, z.null()]), is_seller: z.boolean() })
  .meta({ id: 'OwnSellerRegistration' });

export const RegistrationAnswerSchema = z
  .strictObject({ message: z.string(), registration: SellerRegistrationSchema })
  .meta({ id: 'SellerRegistrationAnswer' });

export const RegistrationListSchema = z
  .strictObject({ data: z.array(SellerRegistrationSchema) })
  .meta({ id: 'SellerRegistrationList' });

export const DecisionBody = z
  .strictObject({
    decision: z.enum(['approve', 'decline']),
    reason: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'SellerRegistrationDecisionBody' });
