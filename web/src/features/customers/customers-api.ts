/** The supplier's customers and support's request queue over the API (issue 11). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import type { CustomerSort } from '../../../../domain/customers/customer-list.ts';

export type Customer = Schema<'SupplierCustomer'>;
export type CustomerDetail = Schema<'SupplierCustomerDetail'>;
export type ControlRequest = Schema<'CustomerControlRequest'>;
export type QueueRow = Schema<'CustomerControlQueueRow'>;
export type CustomerTermsBody = RequestBody<'/api/v1/customers/{id}', 'patch'>;
export type SuspensionBody = RequestBody<'/api/v1/customers/suspend_requests/{id}', 'post'>;

export type CustomersParams = {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort: CustomerSort;
  direction: 'asc' | 'desc';
};

export const customersKey = ['supplier-customers'] as const;
export const customerKey = (id: string) => [...customersKey, 'detail', id] as const;
const byId = (id: string) => ({ params: { path: { id } } });

export const customersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/customers', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/customers/{id}', { ...byId(id), signal })),
  });

export const updateCustomer = (id: string, body: CustomerTermsBody) =>
  data(apiClient.PATCH('/api/v1/customers/{id}', { ...byId(id), body }));
export const requestSuspension = (id: string, body: SuspensionBody) =>
  data(apiClient.POST('/api/v1/customers/suspend_requests/{id}', { ...byId(id), body }));
export const cancelSuspension = (id: string) =>
  data(apiClient.PATCH('/api/v1/customers/suspend_requests/{id}/cancel', { ...byId(id), body: {} }));
export const requestDisableControls = (id: string) =>
  data(apiClient.POST('/api/v1/customers/{id}/disable_controls', { ...byId(id), body: {} }));
export const cancelDisableControls = (id: string) =>
  data(apiClient.PUT('/api/v1/customers/{id}/disable_controls/cancel', { ...byId(id), body: {} }));

export const queueKey = ['customer-control-requests'] as const;
export const queueQueryOptions = (status: 'pending' | 'history') =>
  queryOptions({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/support/customer_control_requests', {
          params: { query: { status, page: 1, per_page: 100 } },
          signal,
        }),
      ),
  });
export const decideRequest = (id: string, verdict: 'approve' | 'decline') =>
  verdict === 'approve'
    ? data(
        apiClient.POST('/api/v1/support/customer_control_requests/{id}/approve', { ...byId(id), body: {} }),
      )
    : data(
        apiClient.POST('/api/v1/support/customer_control_requests/{id}/decline', { ...byId(id), body: {} }),
      );

export const STATUS_LABELS: Record<Customer['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  suspended: 'Suspended',
};
