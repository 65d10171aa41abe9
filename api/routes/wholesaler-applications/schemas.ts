/**
 * Request and answer shapes of the wholesaler-application calls (issue 12; pharmacy-side §2
 * apply, supplier-side §7 customer_application). Strict: an unknown field is a 400 naming it.
 */
import { z } from 'zod';
import {
  APPLICATION_ACCOUNT_TYPES,
  APPLICATION_STATUSES,
} from '../../../domain/wholesaler-applications/applications.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const IdsParam = z.strictObject({
  ids: z
    .string()
    .max(800)
    .regex(new RegExp(`^${UUID}(,${UUID}){0,19}$`), 'must be wholesaler ids separated by commas'),
});

export const ApplyBody = z.strictObject({
  account_type: z.enum(APPLICATION_ACCOUNT_TYPES, 'must be net_terms, credit_card or cod'),
  filters: z.literal('vawd', 'must be vawd').optional(),
});

export const ApplicationQuery = z.strictObject({ customer_request_id: z.uuid('not a valid id') });

/**
 * PATCH approve: credit in dollars (text or number) and net days, validated like PATCH customers;
 * both for a net-terms application, neither for a COD or card one (assertApprovalTermsFit).
 */
export const ApproveBody = z.strictObject({
  credit_allocated: z.union([z.string().max(20), z.number().min(0).max(20_000_000)]).optional(),
  net_days: z
    .number('must be a number of days')
    .int('must be whole days')
    .min(1, 'must be at least 1')
    .max(365)
    .optional(),
});
export const DeclineBody = z.strictObject({
  reason: z.string().trim().min(1, 'Please give a reason for declining.').max(1000),
});

const Party = z.strictObject({ id: z.uuid(), name: z.string() });

export const ApplicationSchema = z
  .strictObject({
    id: z.uuid(),
    wholesaler: Party,
    pharmacy: Party,
    account_type: z.enum(APPLICATION_ACCOUNT_TYPES),
    vawd: z.boolean(),
    status: z.enum(APPLICATION_STATUSES),
    step: z.number().int().min(1).max(3),
    details: z.record(z.string(), z.unknown()).nullable(),
    agreement_document_id: z.uuid().nullable(),
    agreement_signed: z.boolean(),
    cheque_file_name: z.string().nullable(),
    submitted_at: z.iso.datetime().nullable(),
    credit_allocated_cents: z.number().int().nullable(),
    net_days: z.number().int().nullable(),
    decline_reason: z.string().nullable(),
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WholesalerApplication' });

export const ApplicationListSchema = z
  .strictObject({ data: z.array(ApplicationSchema) })
  .meta({ id: 'WholesalerApplicationList' });

export const ApplyAnswerSchema = z
  .strictObject({ message: z.string(), applications: z.array(ApplicationSchema) })
  .meta({ id: 'ApplyAnswer' });

export const StepAnswerSchema = z
  .strictObject({ status: z.literal('success'), message: z.string(), application: ApplicationSchema })
  .meta({ id: 'ApplicationStepAnswer' });

export const ApplicationPageSchema = z
  .strictObject({
    application: ApplicationSchema,
    prefill: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  })
  .meta({ id: 'WholesalerApplicationPage' });

export const ApplicableWholesalersSchema = z
  .strictObject({
    data: z.array(
      z.strictObject({
        id: z.uuid(),
        name: z.string(),
        customer_status: z.string().nullable(),
        application: z.union([ApplicationSchema, z.null()]),
      }),
    ),
  })
  .meta({ id: 'ApplicableWholesalers' });
