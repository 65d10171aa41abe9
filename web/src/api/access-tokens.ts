import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

export type AccessToken = {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
};

/** The answer to a create: the only time the secret `token` is ever sent. */
export type CreatedAccessToken = Omit<AccessToken, 'last_used_at'> & { token: string };

export const accessTokensQueryKey = ['access-tokens'] as const;

export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKey,
    queryFn: async () => (await api.get<{ data: AccessToken[] }>('/api/v1/access_tokens')).data,
  });

export function createAccessToken(name: string): Promise<CreatedAccessToken> {
  return api.post<CreatedAccessToken>('/api/v1/access_tokens', { name });
}

export function revokeAccessToken(id: string): Promise<void> {
  return api.delete(`/api/v1/access_tokens/${encodeURIComponent(id)}`);
}
