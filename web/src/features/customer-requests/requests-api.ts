/** Typed calls of the customer-request pages (issue 11; supplier-side §7 `/api/v1/customers/…`). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type CustomerRequest = Schema<'CustomerRequest'>;
export type RequestKind = CustomerRequest['kind'];
export type NewRequestBody = RequestBody<'/api/v1/wholesalers/{id}/customer_requests', 'post'>;
export type AccountChangeBody = RequestBody<'/api/v1/customers/payment_account_change/{id}/approve', 'patch'>;
export type RequestListParams = {
  kind?: RequestKind | undefined;
  type?: 'pending' | 'history' | undefined;
  customer_id?: string | undefined;
  wholesaler_id?: string | undefined;
  page: number;
  per_page: number;
};

export const requestsKey = ['customer-requests'] as const;

export const requestsQueryOptions = (params: RequestListParams) =>
  queryOptions({
    queryKey: [...requestsKey, params],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/customer_requests', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const sendRequest = (wholesalerId: string, body: NewRequestBody) =>
  data(
    apiClient.POST('/api/v1/wholesalers/{id}/customer_requests', {
      params: { path: { id: wholesalerId } },
      body,
    }),
  );

const byId = (id: string) => ({ params: { path: { id } } });

/** supplier-side §7: the credit/terms booleans go only when ticked ("if present"). */
const boxesBody = (boxes: { credit: boolean; terms: boolean }) => ({
  ...(boxes.credit ? { credit_increase: true } : {}),
  ...(boxes.terms ? { terms_increase: true } : {}),
});

export const approveCredit = (id: string, boxes: { credit: boolean; terms: boolean }) =>
  data(
    apiClient.PATCH('/api/v1/customers/credit_increase/{id}/approve', {
      ...byId(id),
      body: boxesBody(boxes),
    }),
  );

export const approveAccountChange = (id: string, body: AccountChangeBody) =>
  data(apiClient.PATCH('/api/v1/customers/payment_account_change/{id}/approve', { ...byId(id), body }));

export const approveEom = (id: string, netDays?: number) =>
  data(
    apiClient.PATCH('/api/v1/customers/request_eom_changes/{id}/approve', {
      params: { path: { id }, query: netDays ? { net_days: netDays } : {} },
    }),
  );

/** Declines a request on its kind's path with the supplier's reason (issue 21), which the pharmacy reads. */
export function declineRequest(
  request: CustomerRequest,
  reason: string,
  boxes: { credit: boolean; terms: boolean } = { credit: false, terms: false },
) {
  const id = request.id;
  switch (request.kind) {
    case 'credit_increase':
      return data(
        apiClient.PATCH('/api/v1/customers/credit_increase/{id}/decline', {
          ...byId(id),
          body: { ...boxesBody(boxes), reason },
        }),
      );
    case 'payment_account_change':
      return data(
        apiClient.PATCH('/api/v1/customers/payment_account_change/{id}/decline', {
          ...byId(id),
          body: { reason },
        }),
      );
    case 'eom_change':
      return data(
        apiClient.PATCH('/api/v1/customers/request_eom_changes/{id}/decline', {
          params: { path: { id }, query: { reason } },
        }),
      );
  }
}

/** The pharmacy takes back its own pending request (issue 21). */
export const withdrawRequest = (id: string) =>
  data(apiClient.PATCH('/api/v1/customer_requests/{id}/withdraw', byId(id)));
