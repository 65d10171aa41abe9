/** Typed calls of the locations pages (issue 23): the pharmacy's stores, support's queue, the wholesalers' notices. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type Location = Schema<'Location'>;
export type LocationChange = Schema<'LocationChange'>;
export type LocationNotice = Schema<'LocationNoticeList'>['data'][number];
export type NewLocation = RequestBody<'/api/v1/locations/address', 'post'>;
export type LocationChanges = RequestBody<'/api/v1/locations/{id}/address', 'patch'>;
export type LocationAccount = RequestBody<'/api/v1/locations/{id}/account', 'patch'>;

export const locationsKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: [...locationsKey, 'own'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/locations', { signal })),
  });

export const addLocation = (body: NewLocation) => data(apiClient.POST('/api/v1/locations/address', { body }));

export const updateLocation = (id: string, body: LocationChanges) =>
  data(apiClient.PATCH('/api/v1/locations/{id}/address', { params: { path: { id } }, body }));

export const setLocationAccount = (id: string, body: LocationAccount) =>
  data(apiClient.PATCH('/api/v1/locations/{id}/account', { params: { path: { id } }, body }));

export const linkPaymentMethods = (
  id: string,
  body: { bank_account_ids: string[]; credit_card_ids: string[] },
) => data(apiClient.PATCH('/api/v1/locations/{id}/payment_methods', { params: { path: { id } }, body }));

export const locationChangesQueryOptions = () =>
  queryOptions({
    queryKey: [...locationsKey, 'support-queue'],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/support/location_changes', {
          signal,
          params: { query: { status: 'pending' } },
        }),
      ),
  });

export const decideLocationChange = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  data(
    apiClient.POST('/api/v1/support/location_changes/{id}/decision', {
      params: { path: { id } },
      body: { decision, ...(reason ? { reason } : {}) },
    }),
  );

export const locationNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...locationsKey, 'supplier-notices'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/location_changes', { signal })),
  });

export const acknowledgeLocationChange = (customerId: string) =>
  data(
    apiClient.PATCH('/api/v1/suppliers/location_changes/{id}/acknowledge', {
      params: { path: { id: customerId } },
    }),
  );
