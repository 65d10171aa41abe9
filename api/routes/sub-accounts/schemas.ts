/** The sub-accounts area's request and answer schemas (issue 23). */
import { z } from 'zod';
import { PURCHASE_APPROVAL_STATUSES } from '../../../domain/sub-accounts/purchase-approval.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const UserIdParam = z.strictObject({ user_id: z.uuid('not a valid id') });
export const OrderIdParam = z.strictObject({ order_id: z.uuid('not a valid id') });

export const AccountLinkBody = z.strictObject({ sub_user_id: z.uuid('not a valid id') });
export const DeclineBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const ApprovalsQuery = z.strictObject({
  status: z.enum(PURCHASE_APPROVAL_STATUSES, 'is not a purchase approval status').optional(),
});

const SpendLimitAnswer = z.strictObject({
  per_order_cents: z.number().int().nullable(),
  per_month_cents: z.number().int().nullable(),
});

export const SubAccountSchema = z
  .strictObject({
    account_id: z.uuid(),
    business_legal_name: z.string(),
    status: z.string(),
    user_id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    spend_limit: SpendLimitAnswer,
    locations: z.array(z.strictObject({ id: z.uuid(), name: z.string() })),
    created_at: z.string(),
  })
  .meta({ id: 'SubAccount' });

export const SubAccountsSchema = z.strictObject({ data: z.array(SubAccountSchema) });

export const CreatedSubAccountSchema = z.strictObject({
  message: z.string(),
  sub_account: z.strictObject({
    account_id: z.uuid(),
    user_id: z.uuid(),
    email: z.string(),
    business_legal_name: z.string(),
  }),
});

export const AccountLinkAnswer = z.strictObject({
  message: z.string(),
  location_id: z.uuid(),
  account_id: z.uuid(),
});
export const SpendLimitSetSchema = z.strictObject({
  message: z.string(),
  user_id: z.uuid(),
  ...SpendLimitAnswer.shape,
});

export const PurchaseApprovalSchema = z
  .strictObject({
    order_id: z.uuid(),
    order_number: z.number().int(),
    status: z.enum(PURCHASE_APPROVAL_STATUSES),
    order_status: z.string(),
    reason: z.string(),
    limit_cents: z.number().int(),
    total_cents: z.number().int(),
    sub_account: z.string(),
    requested_by: z.string(),
    expires_at: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'PurchaseApproval' });

export const PurchaseApprovalsSchema = z.strictObject({ data: z.array(PurchaseApprovalSchema) });

export const DecisionAnswer = z.strictObject({
  message: z.string(),
  status: z.enum(PURCHASE_APPROVAL_STATUSES),
  order_status: z.string(),
});
