/** Personal access tokens (api/routes/identity/): the list, making one, revoking one. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from './client.ts';
import type { Schema } from './contract.ts';

export type AccessToken = Schema<'AccessToken'>;
/** The answer to a create: the only time the secret `token` is ever sent. */
export type CreatedAccessToken = Schema<'CreatedAccessToken'>;

export const accessTokensQueryKey = ['access-tokens'] as const;

export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKey,
    queryFn: async ({ signal }) => (await data(apiClient.GET('/api/v1/access_tokens', { signal }))).data,
  });

export function createAccessToken(name: string): Promise<CreatedAccessToken> {
  return data(apiClient.POST('/api/v1/access_tokens', { body: { name } }));
}

export async function revokeAccessToken(id: string): Promise<void> {
  await apiClient.DELETE('/api/v1/access_tokens/{id}', { params: { path: { id } } });
}
