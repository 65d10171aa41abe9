import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type Values = { current_password: string; password: string; password_confirmation: string };

/** Changing one's password through the existing PUT /api/v1/users/me/password (its rules are the server's). */
export function PasswordForm({ onSaved }: { onSaved?: () => void }) {
  const form = useForm<Values>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      password: (value) => (value.length < 8 ? 'Please enter at least 8 characters.' : null),
      password_confirmation: (value, values) =>
        value === values.password ? null : 'Passwords do not match.',
    },
  });
  const change = useMutation({
    mutationFn: (body: Values) => data(apiClient.PUT('/api/v1/users/me/password', { body })),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      form.reset();
      onSaved?.();
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} data-testid="password-form">
      <Stack maw={480}>
        <Text size="sm" c="dimmed">
          At least 8 characters with a lower-case and an upper-case letter, a digit and a special character.
          Your other sessions and access tokens end when it changes.
        </Text>
        <PasswordInput
          label="Current password"
          required
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
          data-testid="password-current"
        />
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
          data-testid="password-new"
        />
        <PasswordInput
          label="Confirm new password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
          data-testid="password-confirm"
        />
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="password-save">
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
