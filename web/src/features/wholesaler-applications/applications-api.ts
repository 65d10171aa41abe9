/** Typed calls of the wholesaler-application pages (issue 12): the pharmacy's wizard and the wholesaler's review. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type Application = Schema<'WholesalerApplication'>;
export type AccountType = Application['account_type'];
export type DetailsBody = RequestBody<'/api/v1/pharmacy/wholesalers/applications/{id}/details', 'post'>;

export const applicationsKey = ['wholesaler-applications'] as const;
const byId = (id: string) => ({ params: { path: { id } } });

export const applicableWholesalersQueryOptions = () =>
  queryOptions({
    queryKey: [...applicationsKey, 'wholesalers'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/wholesalers/applications', { signal })),
  });

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/wholesalers/applications/{id}', { ...byId(id), signal })),
  });

export const supplierApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...applicationsKey, 'supplier'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/customers/applications', { signal })),
  });

export const applyTo = (ids: string, accountType: AccountType, vawd: boolean) =>
  data(
    apiClient.POST('/api/v1/pharmacy/wholesalers/{ids}/apply', {
      params: { path: { ids } },
      body: { account_type: accountType, ...(vawd ? { filters: 'vawd' as const } : {}) },
    }),
  );

export const saveDetails = (id: string, body: DetailsBody) =>
  data(apiClient.POST('/api/v1/pharmacy/wholesalers/applications/{id}/details', { ...byId(id), body }));

export function uploadCheque(id: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return data(
    apiClient.POST('/api/v1/pharmacy/wholesalers/applications/{id}/voided_cheque', {
      ...byId(id),
      body: {} as never,
      bodySerializer: () => form,
    }),
  );
}

/** Approves; credit and net days go with a net-terms application only (a COD or card one has none). */
export const approveApplication = (id: string, terms: { creditAllocated: string; netDays: number } | null) =>
  data(
    apiClient.PATCH('/api/v1/suppliers/customers/applications/{id}/approve', {
      ...byId(id),
      body: terms ? { credit_allocated: terms.creditAllocated, net_days: terms.netDays } : {},
    }),
  );

export const declineApplication = (id: string, reason: string) =>
  data(
    apiClient.PATCH('/api/v1/suppliers/customers/applications/{id}/decline', {
      ...byId(id),
      body: { reason },
    }),
  );
