/**
 * The settings area's calls (api/routes/account-settings/): one's settings (also read by the
 * header for the avatar and logo), the profile, the switches, the pictures and the team.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from './client.ts';
import type { RequestBody, Schema } from './contract.ts';

export type AccountSettings = Schema<'AccountSettings'>;
export type TeamMember = Schema<'TeamMember'>;
export type ProfileUpdate = RequestBody<'/api/v1/settings/account/profile', 'patch'>;
export type TeamInvitation = RequestBody<'/api/v1/settings/users', 'post'>;
export type TeamRole = TeamInvitation['role'];

export const accountSettingsQueryKey = ['settings', 'account'] as const;
export const teamQueryKey = ['settings', 'users'] as const;

export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/settings/account', { signal })),
    staleTime: 60_000,
  });

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKey,
    queryFn: async ({ signal }) => (await data(apiClient.GET('/api/v1/settings/users', { signal }))).data,
  });

export const updateProfile = (body: ProfileUpdate) =>
  data(apiClient.PATCH('/api/v1/settings/account/profile', { body }));

export const setVideoTutorials = (enabled: boolean) =>
  data(apiClient.PATCH('/api/v1/settings/account/update_video_tutorials_setting', { body: { enabled } }));

/** Uploads one's avatar or the account's logo (multipart, one `file`); answers its url. */
export function uploadProfileImage(kind: 'avatar' | 'logo', file: File) {
  const form = new FormData();
  form.set('file', file);
  const path = kind === 'avatar' ? '/api/v1/settings/account/avatar' : '/api/v1/settings/account/logo';
  return data(apiClient.POST(path, { body: {} as never, bodySerializer: () => form }));
}

export const inviteTeamUser = (body: TeamInvitation) =>
  data(apiClient.POST('/api/v1/settings/users', { body }));

export const changeTeamRole = (id: string, role: TeamRole) =>
  data(apiClient.PATCH('/api/v1/settings/users/{id}', { params: { path: { id } }, body: { role } }));

export const resendTeamInvitation = (id: string) =>
  data(apiClient.POST('/api/v1/settings/users/{id}/resend_invitation', { params: { path: { id } } }));

export const removeTeamUser = (id: string) =>
  data(apiClient.DELETE('/api/v1/settings/users/{id}', { params: { path: { id } } }));
