import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, isApiError, setCsrfToken } from './client.ts';

export type AccountKind = 'pharmacy' | 'supplier' | 'support';

export type SessionUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
};

export type SessionAccount = {
  id: string;
  kind: AccountKind;
  name: string;
  master_account_id: string | null;
};

/** The body of POST /api/v1/session and GET /api/v1/users/me. */
export type Session = {
  user: SessionUser;
  account: SessionAccount;
  csrf_token?: string;
};

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user, or null when nobody is signed in (the API answers 401). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Session | null> => {
      try {
        const session = await api.get<Session>('/api/v1/users/me');
        setCsrfToken(session.csrf_token);
        return session;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export async function logIn(queryClient: QueryClient, email: string, password: string): Promise<Session> {
  const session = await api.post<Session>('/api/v1/session', { email, password });
  setCsrfToken(session.csrf_token);
  queryClient.setQueryData(meQueryKey, session);
  return session;
}

export async function logOut(queryClient: QueryClient): Promise<void> {
  await api.delete('/api/v1/session');
  queryClient.clear();
}

export function fullNameOf(user: SessionUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}
