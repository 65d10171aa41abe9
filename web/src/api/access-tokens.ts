/** Personal access tokens (api/routes/identity/): the list, making one, revoking one. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from './client.ts';
import type { RequestBody, Schema } from './contract.ts';

export type AccessToken = Schema<'AccessToken'>;
/** The answer to a create: the only time the secret `token` is ever sent. */
export type CreatedAccessToken = Schema<'CreatedAccessToken'>;

export const accessTokensQueryKey = ['access-tokens'] as const;

export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKey,
    queryFn: async ({ signal }) => (await data(apiClient.GET('/api/v1/access_tokens', { signal }))).data,
  });

/** What making a token takes: its name, the maker's current password and its lifetime in days. */
export type NewAccessToken = RequestBody<'/api/v1/access_tokens', 'post'>;

export function createAccessToken(body: NewAccessToken): Promise<CreatedAccessToken> {
  return data(apiClient.POST('/api/v1/access_tokens', { body }));
}

export async function revokeAccessToken(id: string): Promise<void> {
  await apiClient.DELETE('/api/v1/access_tokens/{id}', { params: { path: { id } } });
}
