import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsQueryKey, uploadProfileImage } from '../../api/account-settings.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { useApiImage } from '../../ui/use-api-image.ts';

type Props = {
  kind: 'avatar' | 'logo';
  url: string | null;
  /** Why the button is not there (a member and the logo), or nothing. */
  disabledReason?: string;
};

const LABELS = { avatar: 'Your avatar', logo: 'Account logo' } as const;

/** One picture of the header: its preview and an upload button (PNG, JPEG or GIF; 2 MB). */
export function PictureUpload({ kind, url, disabledReason }: Props) {
  const queryClient = useQueryClient();
  const src = useApiImage(url);
  const upload = useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey });
    },
    onError: notifyError,
  });

  return (
    <Group gap="md" wrap="nowrap" data-testid={`picture-${kind}`}>
      <Avatar
        src={src}
        size="lg"
        radius={kind === 'avatar' ? 'xl' : 'sm'}
        alt={LABELS[kind]}
        data-testid={`picture-${kind}-preview`}
      />
      <Stack gap={4}>
        <Text fw={500}>{LABELS[kind]}</Text>
        {disabledReason ? (
          <Text size="sm" c="dimmed">
            {disabledReason}
          </Text>
        ) : (
          <FileButton
            onChange={(file) => file && upload.mutate(file)}
            accept="image/png,image/jpeg,image/gif"
            inputProps={{ 'data-testid': `picture-${kind}-input` } as object}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={upload.isPending}
                data-testid={`picture-${kind}-upload`}
              >
                Upload image
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed">
          PNG, JPEG or GIF, at most 2 MB and 2048 × 2048 pixels.
        </Text>
      </Stack>
    </Group>
  );
}
