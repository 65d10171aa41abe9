/** Approved wholesalers and tax documents (pharmacy-side §2, §7): the routes' schemas. */
import { z } from 'zod';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const ControlDocumentQuery = z.strictObject({ id: z.uuid('not a valid id') });
export const EmptyBody = z.strictObject({});

export const ControlDocumentSchema = z
  .strictObject({
    id: z.uuid(),
    title: z.string(),
    file_name: z.string(),
    external_form_url: z.string().nullable(),
  })
  .meta({ id: 'ControlDocument' });

export const ApprovedWholesalerSchema = z
  .strictObject({
    customer_id: z.uuid(),
    supplier_id: z.uuid(),
    name: z.string(),
    credit_allocated_cents: z.number().int(),
    net_days: z.number().int(),
    approved_at: z.iso.datetime().nullable(),
    control_documents: z.array(ControlDocumentSchema),
    external_form_accessed_at: z.iso.datetime().nullable(),
    location_changed: z.boolean(),
  })
  .meta({ id: 'ApprovedWholesaler' });

export const ApprovedWholesalerListSchema = z
  .strictObject({ data: z.array(ApprovedWholesalerSchema) })
  .meta({ id: 'ApprovedWholesalerList' });

export const MessageSchema = z.strictObject({ message: z.string() }).meta({ id: 'WholesalerNoticeAnswer' });

export const TaxDocumentSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['tax_exempt', 'resale']),
    state_code: z.string().nullable(),
    file_name: z.string(),
    size_bytes: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'TaxDocument' });

export const TaxDocumentListSchema = z
  .strictObject({ data: z.array(TaxDocumentSchema) })
  .meta({ id: 'TaxDocumentList' });

export const TaxDocumentAnswerSchema = z
  .strictObject({ message: z.string(), document: TaxDocumentSchema })
  .meta({ id: 'TaxDocumentAnswer' });

export const DocumentFormSchema = z
  .strictObject({
    kinds: z.array(z.strictObject({ value: z.enum(['tax_exempt', 'resale']), label: z.string() })),
    states: z.array(z.strictObject({ code: z.string(), name: z.string() })),
    max_bytes: z.number().int(),
    accept: z.string(),
  })
  .meta({ id: 'TaxDocumentForm' });
