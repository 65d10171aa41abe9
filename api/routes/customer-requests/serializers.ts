/** A customer request as the API answers it (cents and days; ISO instants). */
import type { ListedCustomerRequest } from '../../../db/queries/customer-requests/customer-requests.ts';

export function serializeCustomerRequest(listed: ListedCustomerRequest) {
  const r = listed.request;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    customer_id: r.supplierCustomerId,
    pharmacy: { id: r.pharmacyAccountId, name: listed.pharmacyName },
    wholesaler: { id: r.supplierAccountId, name: listed.supplierName },
    credit_increase: r.creditIncrease,
    terms_increase: r.termsIncrease,
    asked: {
      credit_allocated_cents: r.askedCreditCents,
      net_days: r.askedNetDays,
      invoices_due_on_last_day: r.askedDueOnLastDay,
      invoices_due_day: r.askedDueDay,
    },
    decided:
      r.status === 'approved'
        ? {
            credit_allocated_cents: r.decidedCreditCents,
            net_days: r.decidedNetDays,
            invoices_due_on_last_day: r.decidedDueOnLastDay,
            invoices_due_day: r.decidedDueDay,
          }
        : null,
    current: { credit_allocated_cents: listed.creditAllocatedCents, net_days: listed.netDays },
    note: r.note,
    decline_reason: r.declineReason,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}
