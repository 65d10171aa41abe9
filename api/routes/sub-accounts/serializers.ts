/** The sub-accounts area's answers (issue 23). */
import type { z } from 'zod';
import type { listPurchaseApprovals, SubAccountRow } from '../../../db/queries/sub-accounts.ts';
import type { PurchaseApprovalSchema, SubAccountSchema } from './schemas.ts';

type ApprovalRow = Awaited<ReturnType<typeof listPurchaseApprovals>>[number];

export function serializeSubAccount(row: SubAccountRow): z.infer<typeof SubAccountSchema> {
  return {
    account_id: row.accountId,
    business_legal_name: row.name,
    status: row.status,
    user_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    spend_limit: { per_order_cents: row.perOrderCents, per_month_cents: row.perMonthCents },
    locations: row.locations.map((l) => ({ id: l.id, name: l.name })),
    created_at: row.createdAt.toISOString(),
  };
}

export function serializePurchaseApproval(row: ApprovalRow): z.infer<typeof PurchaseApprovalSchema> {
  return {
    order_id: row.orderId,
    order_number: row.orderNumber,
    status: row.status,
    order_status: row.orderStatus,
    reason: row.reason,
    limit_cents: row.limitCents,
    total_cents: row.totalCents,
    sub_account: row.subAccountName,
    requested_by: row.requestedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
