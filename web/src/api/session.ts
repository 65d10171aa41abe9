/** Who is logged in: the session calls (api/routes/identity/) and the query every guard reads. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, data, isApiError, setCsrfToken } from './client.ts';
import type { Schema } from './contract.ts';

/** The body of POST /api/v1/session and GET /api/v1/users/me. */
export type Session = Schema<'Session'>;
export type SessionUser = Session['user'];
export type AccountKind = Session['account']['kind'];

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user, or null when nobody is signed in (the API answers 401). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Session | null> => {
      try {
        const session = await data(apiClient.GET('/api/v1/users/me'));
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
  const session = await data(apiClient.POST('/api/v1/session', { body: { email, password } }));
  setCsrfToken(session.csrf_token);
  queryClient.setQueryData(meQueryKey, session);
  return session;
}

/** Sets a password from a one-time link (an invited user's first); answers the email to sign in with. */
export async function setPasswordFromLink(body: {
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<Schema<'PasswordSet'>> {
  return data(apiClient.POST('/api/v1/password/set', { body }));
}

export async function logOut(queryClient: QueryClient): Promise<void> {
  await apiClient.DELETE('/api/v1/session');
  queryClient.clear();
}

export function fullNameOf(user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/** The signed-in account's IANA time zone: the calendar its dates and date ranges are read on. */
export function useAccountTimeZone(): string {
  const me = useQuery(meQueryOptions());
  return me.data?.account.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
