/**
 * Request and answer shapes of the customer-request calls (supplier-side §3 credit increase,
 * account type change, end-of-month change; §7 `/api/v1/customers/…`). Strict: an unknown field is
 * a 400 naming it. Credit amounts travel as dollars (text or number) and are read into cents.
 */
import { z } from 'zod';
import {
  CUSTOMER_REQUEST_KINDS,
  CUSTOMER_REQUEST_STATUSES,
} from '../../../domain/customer-requests/requests.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const Dollars = z.union([z.string().max(20), z.number().min(0).max(20_000_000)]);
/** Credit terms: digits, at least 1 (supplier-side §5), within a year. */
const NetDays = z
  .number('must be a number of days')
  .int('must be whole days')
  .min(1, 'must be at least 1')
  .max(365);
const DueDay = z.number().int().min(0).max(31);
const Note = z.string().max(1000);

/** POST /wholesalers/{id}/customer_requests: what the pharmacy asks, by kind. */
export const CreateRequestBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('credit_increase'),
    credit_increase: z.boolean().optional(),
    terms_increase: z.boolean().optional(),
    credit_allocated: Dollars.optional(),
    net_days: NetDays.optional(),
    note: Note.optional(),
  }),
  z.strictObject({
    kind: z.literal('payment_account_change'),
    credit_allocated: Dollars,
    net_days: NetDays,
    invoices_due_on_last_day: z.boolean(),
    invoices_due_day: DueDay.optional(),
    note: Note.optional(),
  }),
  z.strictObject({ kind: z.literal('eom_change'), net_days: NetDays, note: Note.optional() }),
]);

/** PATCH /customers/credit_increase/{id}/approve: the boxes ticked (neither ticked: both). */
export const CreditDecisionBody = z.strictObject({
  credit_increase: z.boolean().optional(),
  terms_increase: z.boolean().optional(),
});

/** Why the supplier declines, shown to the pharmacy (issue 21). */
const Reason = z.string().trim().min(1, 'Please give a reason for declining.').max(1000);

/** PATCH /customers/credit_increase/{id}/decline: the boxes and the reason, which is required. */
export const CreditDeclineBody = CreditDecisionBody.extend({ reason: Reason });

/** PATCH /customers/payment_account_change/{id}/decline: an optional reason (the spec sends none). */
export const AccountDeclineBody = z.strictObject({ reason: Reason.optional() });

/** PATCH /customers/request_eom_changes/{id}/decline: an optional `reason` query (the spec sends none). */
export const EomDeclineQuery = z.strictObject({ reason: Reason.optional() });

/** PATCH /customers/payment_account_change/{id}/approve: the terms the supplier grants. */
export const AccountChangeBody = z.strictObject({
  credit_allocated: Dollars,
  net_days: NetDays,
  invoices_due_on_last_day: z.boolean(),
  invoices_due_day: DueDay.optional(),
});

/** PATCH /customers/request_eom_changes/{id}/approve: optional `net_days` query. */
export const EomQuery = z.strictObject({
  net_days: z.coerce.number().int('must be whole days').min(1, 'must be at least 1').max(365).optional(),
});

export const ListQuery = z.strictObject({
  kind: z.enum(CUSTOMER_REQUEST_KINDS).optional(),
  type: z.enum(['pending', 'history']).optional(),
  customer_id: z.uuid('not a valid id').optional(),
  wholesaler_id: z.uuid('not a valid id').optional(),
  page: pageParam(),
  per_page: perPageParam(25, 100),
});

const TermsSchema = z.strictObject({
  credit_allocated_cents: z.number().int().nullable(),
  net_days: z.number().int().nullable(),
  invoices_due_on_last_day: z.boolean().nullable(),
  invoices_due_day: z.number().int().nullable(),
});

export const CustomerRequestSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(CUSTOMER_REQUEST_KINDS),
    status: z.enum(CUSTOMER_REQUEST_STATUSES),
    customer_id: z.uuid(),
    pharmacy: z.strictObject({ id: z.uuid(), name: z.string() }),
    wholesaler: z.strictObject({ id: z.uuid(), name: z.string() }),
    credit_increase: z.boolean(),
    terms_increase: z.boolean(),
    asked: TermsSchema,
    decided: TermsSchema.nullable(),
    current: z.strictObject({ credit_allocated_cents: z.number().int(), net_days: z.number().int() }),
    note: z.string().nullable(),
    decline_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CustomerRequest' });

export const RequestListSchema = z.strictObject({
  data: z.array(CustomerRequestSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const RequestAnswerSchema = z
  .strictObject({ message: z.string(), request: CustomerRequestSchema })
  .meta({ id: 'CustomerRequestAnswer' });
