import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  accountSettingsQueryKey,
  accountSettingsQueryOptions,
  setVideoTutorials,
} from '../../api/account-settings.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PasswordForm } from './password-form.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The settings area's profile page (issue 23): name and phone, password, pictures, tutorials. */
export function ProfilePage() {
  const queryClient = useQueryClient();
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const isAdmin = useHasAdminRole();
  const tutorials = useMutation({
    mutationFn: setVideoTutorials,
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey });
    },
    onError: notifyError,
  });

  return (
    <Stack maw={720} data-testid="profile-page">
      <Title order={1}>Profile</Title>
      <Card withBorder>
        <Title order={3} mb="sm">
          Your details
        </Title>
        <ProfileForm settings={settings} />
      </Card>
      <Card withBorder>
        <Title order={3} mb="sm">
          Pictures
        </Title>
        <Stack>
          <PictureUpload kind="avatar" url={settings.avatar_url} />
          <PictureUpload
            kind="logo"
            url={settings.logo_url}
            {...(isAdmin ? {} : { disabledReason: 'Only an administrator can change the account’s logo.' })}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={3} mb="sm">
          Password
        </Title>
        <PasswordForm />
      </Card>
      <Card withBorder>
        <Switch
          label="Show video tutorials"
          description="Short videos that explain the pages as you use them."
          checked={settings.video_tutorials_enabled}
          disabled={tutorials.isPending}
          onChange={(event) => tutorials.mutate(event.currentTarget.checked)}
          data-testid="video-tutorials-switch"
        />
        <Text size="xs" c="dimmed" mt="xs">
          Saved as soon as you switch it.
        </Text>
      </Card>
    </Stack>
  );
}
