/** Typed calls of the FTP primaries page (pharmacy-side §3 Primary connection, §7; issue 23). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type PrimaryConnection = Schema<'PrimaryConnection'>;
export type PrimaryConnectionDraft = RequestBody<'/api/v1/pharmacy/settings/primaries', 'put'>;
export type ConnectionCheck = RequestBody<
  '/api/v1/pharmacy/settings/primaries/validate_ftp_crendentials',
  'post'
>;

export const primaryConnectionQueryKey = ['primaries', 'connection'] as const;

export const primaryConnectionQueryOptions = () =>
  queryOptions({
    queryKey: primaryConnectionQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/settings/primaries', { signal })),
  });

export const savePrimaryConnection = (body: PrimaryConnectionDraft) =>
  data(apiClient.PUT('/api/v1/pharmacy/settings/primaries', { body }));

export const checkPrimaryConnection = (body: ConnectionCheck) =>
  data(apiClient.POST('/api/v1/pharmacy/settings/primaries/validate_ftp_crendentials', { body }));
