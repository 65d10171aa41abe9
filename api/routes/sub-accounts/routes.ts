/**
 * Sub-accounts, spend limits and purchase approvals as the contract declares them (pharmacy-side
 * §3, §6, §7; issue 23). Every route is a master pharmacy admin's: a member gets 403 from the role
 * guard, a sub-account's admin 403 from the master guard, another master's id 404.
 */
import { SpendLimitSchema } from '../../../domain/sub-accounts/spend-limits.ts';
import { SubAccountBodySchema } from '../../../domain/sub-accounts/sub-account-schema.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import {
  AccountLinkAnswer,
  AccountLinkBody,
  ApprovalsQuery,
  CreatedSubAccountSchema,
  DecisionAnswer,
  DeclineBody,
  IdParam,
  OrderIdParam,
  PurchaseApprovalsSchema,
  SpendLimitSetSchema,
  SubAccountsSchema,
  UserIdParam,
} from './schemas.ts';

const area = 'sub-accounts';
const master = { area, access: ['pharmacy'] as const, role: 'admin' as const };

export const listSubAccounts = defineRoute({
  ...master,
  method: 'get',
  path: '/accounts/sub_accounts',
  summary: 'The master account’s sub-accounts with their user, locations and spend limit',
  responses: { 200: jsonContent(SubAccountsSchema, 'Sub-accounts') },
});

export const createSubAccount = defineRoute({
  ...master,
  method: 'post',
  path: '/accounts/sub_accounts',
  summary: 'Create a sub-account for one of the master’s stores',
  description:
    'The spec’s payload (type sub). Its user gets a one-time link by mail to set a password. A value an account already holds answers 422 with “An account already exists for this …” on the field (the email: “Sorry, but an account with this email already exists in our system.”).',
  request: { body: SubAccountBodySchema },
  responses: { 201: jsonContent(CreatedSubAccountSchema, 'Created') },
  problems: [422],
});

export const linkAccount = defineRoute({
  ...master,
  method: 'patch',
  path: '/locations/{id}/account_link',
  summary: 'Link a location to a sub-account’s user (its account buys for it)',
  request: { params: IdParam, body: AccountLinkBody },
  responses: { 200: jsonContent(AccountLinkAnswer, 'Linked') },
  problems: [404],
});

export const setSpendLimit = defineRoute({
  ...master,
  method: 'put',
  path: '/accounts/sub_accounts/users/{user_id}/spend_limit',
  summary: 'Set a sub-account buyer’s spend limits (per order, per calendar month; null: none)',
  request: { params: UserIdParam, body: SpendLimitSchema },
  responses: { 200: jsonContent(SpendLimitSetSchema, 'Saved') },
  problems: [404],
});

export const listPurchaseApprovals = defineRoute({
  ...master,
  method: 'get',
  path: '/purchase_approvals',
  summary: 'Orders over a buyer’s spend limit, waiting for (or decided by) the master',
  request: { query: ApprovalsQuery },
  responses: { 200: jsonContent(PurchaseApprovalsSchema, 'Purchase approvals, newest first') },
});

export const approvePurchase = defineRoute({
  ...master,
  method: 'post',
  path: '/purchase_approvals/{order_id}/approve',
  summary: 'Approve an order over the spend limit: it is paid and goes to the supplier',
  request: { params: OrderIdParam },
  responses: { 200: jsonContent(DecisionAnswer, 'Approved') },
  problems: [404, 409, 422, 503],
});

export const declinePurchase = defineRoute({
  ...master,
  method: 'post',
  path: '/purchase_approvals/{order_id}/decline',
  summary: 'Decline an order over the spend limit: nothing is charged, the stock goes back',
  request: { params: OrderIdParam, body: DeclineBody },
  responses: { 200: jsonContent(DecisionAnswer, 'Declined') },
  problems: [404, 409, 503],
});
