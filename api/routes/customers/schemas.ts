/** Request and response shapes of the customers area (supplier-side §2, §3, §7). */
import { z } from 'zod';
import type { SupplierCustomerRow } from '../../../db/queries/customers/supplier-customers.ts';
import type { ControlRequestRow } from '../../../db/queries/customers/customer-history.ts';
import type { LicenceOnFile } from '../../../db/queries/licences.ts';
import { licenceStatus } from '../../../domain/licences/licence-status.ts';
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from '../../../domain/customers/customer-list.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const EmptyBody = z.strictObject({});

export const CustomerListQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageParam(25, 100),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

export const CustomerSchema = z
  .strictObject({
    id: z.uuid(),
    pharmacy_account_id: z.uuid(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    status: z.enum(CUSTOMER_STATUSES),
    credit_allocated_cents: z.number().int(),
    credit_used_cents: z.number().int(),
    credit_available_cents: z.number().int(),
    net_days: z.number().int(),
    credit_hold: z.boolean(),
    hide_brand_products: z.boolean(),
    controls_disabled: z.boolean(),
    external_customer_id: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    last_order_at: z.string().nullable(),
    open_balance_cents: z.number().int(),
  })
  .meta({ id: 'SupplierCustomer' });

export function serializeCustomer(row: SupplierCustomerRow): z.input<typeof CustomerSchema> {
  return {
    id: row.id,
    pharmacy_account_id: row.pharmacyAccountId,
    name: row.name,
    city: row.city,
    state: row.stateCode,
    status: row.status,
    credit_allocated_cents: row.creditAllocatedCents,
    credit_used_cents: row.creditUsedCents,
    credit_available_cents: row.creditAvailableCents,
    net_days: row.netDays,
    credit_hold: row.creditHold,
    hide_brand_products: row.hideBrandProducts,
    controls_disabled: row.controlsDisabled,
    external_customer_id: row.externalCustomerId,
    suspension_reason: row.suspensionReason,
    last_order_at: row.lastOrderAt?.toISOString() ?? null,
    open_balance_cents: row.openBalanceCents,
  };
}

export const ControlRequestSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['suspend', 'disable_controls']),
    status: z.enum(['pending', 'approved', 'declined', 'cancelled']),
    reasons: z.array(z.string()),
    memo: z.string().nullable(),
    message: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'CustomerControlRequest' });

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function serializeControlRequest(row: ControlRequestRow): z.input<typeof ControlRequestSchema> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reasons: row.reasons,
    memo: row.memo,
    message: row.message,
    created_at: iso(row.createdAt)!,
    decided_at: iso(row.decidedAt),
  };
}

/** A licence on file of the customer, with its status on the supplier's day (domain/licences). */
export const LicenceSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['state', 'dea']),
    number: z.string(),
    state: z.string().nullable(),
    issued_on: z.string().nullable(),
    expires_on: z.string(),
    status: z.enum(['valid', 'expiring', 'expired']),
    has_document: z.boolean(),
  })
  .meta({ id: 'LicenceOnFile' });

export function serializeLicence(row: LicenceOnFile, today: string): z.input<typeof LicenceSchema> {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    state: row.stateCode,
    issued_on: row.issuedOn,
    expires_on: row.expiresOn,
    status: licenceStatus(row.expiresOn, today),
    has_document: row.hasDocument,
  };
}

export const CustomerDetailSchema = z
  .strictObject({
    customer: CustomerSchema,
    orders: z.array(
      z.strictObject({
        id: z.uuid(),
        number: z.number().int(),
        status: z.string(),
        total_cents: z.number().int(),
        payment_method: z.string(),
        placed_at: z.string(),
      }),
    ),
    invoices: z.array(
      z.strictObject({
        id: z.uuid(),
        number: z.number().int(),
        order_id: z.uuid(),
        status: z.string(),
        amount_cents: z.number().int(),
        paid_cents: z.number().int(),
        issued_on: z.string(),
        due_on: z.string(),
      }),
    ),
    requests: z.array(ControlRequestSchema),
    licences: z.array(LicenceSchema),
  })
  .meta({ id: 'SupplierCustomerDetail' });

export const CustomerAnswerSchema = z.strictObject({ message: z.string(), customer: CustomerSchema });
export { iso };
