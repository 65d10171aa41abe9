/** Sub-accounts, spend limits and purchase approvals (api/routes/sub-accounts/; issue 23). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from './client.ts';
import type { RequestBody, Schema } from './contract.ts';

export type SubAccount = Schema<'SubAccount'>;
export type PurchaseApproval = Schema<'PurchaseApproval'>;
export type NewSubAccount = RequestBody<'/api/v1/accounts/sub_accounts', 'post'>;
export type SpendLimit = RequestBody<'/api/v1/accounts/sub_accounts/users/{user_id}/spend_limit', 'put'>;

export const subAccountsQueryKey = ['sub-accounts'] as const;
export const purchaseApprovalsQueryKey = ['purchase-approvals'] as const;

export const subAccountsQueryOptions = () =>
  queryOptions({
    queryKey: subAccountsQueryKey,
    queryFn: async ({ signal }) =>
      (await data(apiClient.GET('/api/v1/accounts/sub_accounts', { signal }))).data,
  });

export const purchaseApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: purchaseApprovalsQueryKey,
    queryFn: async ({ signal }) => (await data(apiClient.GET('/api/v1/purchase_approvals', { signal }))).data,
  });

export function createSubAccount(body: NewSubAccount) {
  return data(apiClient.POST('/api/v1/accounts/sub_accounts', { body }));
}

export function linkLocation(locationId: string, subUserId: string) {
  return data(
    apiClient.PATCH('/api/v1/locations/{id}/account_link', {
      params: { path: { id: locationId } },
      body: { sub_user_id: subUserId },
    }),
  );
}

export function setSpendLimit(userId: string, body: SpendLimit) {
  return data(
    apiClient.PUT('/api/v1/accounts/sub_accounts/users/{user_id}/spend_limit', {
      params: { path: { user_id: userId } },
      body,
    }),
  );
}

export function decidePurchase(orderId: string, verdict: 'approve' | 'decline') {
  const params = { path: { order_id: orderId } };
  return verdict === 'approve'
    ? data(apiClient.POST('/api/v1/purchase_approvals/{order_id}/approve', { params }))
    : data(apiClient.POST('/api/v1/purchase_approvals/{order_id}/decline', { params, body: {} }));
}

export type Location = Schema<'Location'>;

/** The caller's locations (a master sees its sub-accounts' too): what a store is linked from. */
export const groupLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations'] as const,
    queryFn: async ({ signal }) => (await data(apiClient.GET('/api/v1/locations', { signal }))).data,
  });
