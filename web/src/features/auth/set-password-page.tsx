/**
 * `/set-password?token=…` (issue 22): an invited user sets their first password from the one-time
 * link an operator handed them, with the look of the login page, then signs in. A link that is
 * unknown, used or expired says so plainly and offers the login page instead of the form.
 */
import { Alert, Button, Center, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSWORD_LINK_MESSAGES } from '../../../../domain/identity/password-links.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/identity/password-rules.ts';
import { isApiError } from '../../api/client.ts';
import { setPasswordFromLink } from '../../api/session.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { PRODUCT_NAME } from '../../ui/layouts/app-layout.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors } from '../../ui/server-errors.ts';

type SetPasswordPageProps = { token: string | undefined };
type Values = { password: string; password_confirmation: string };

export function SetPasswordPage({ token }: SetPasswordPageProps) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  // Why the link cannot be used, once the server said so (or at once when the token is missing).
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : PASSWORD_LINK_MESSAGES.unknown);
  const form = useForm<Values>({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value) => (value ? null : 'Password is required'),
      password_confirmation: (value, values) =>
        value === values.password ? null : 'Please enter the same value again.',
    },
  });

  async function handleSubmit(values: Values) {
    if (!token) return;
    setSubmitting(true);
    try {
      const answer = await setPasswordFromLink({ token, ...values });
      notifySuccess(answer.message);
      await navigate({ to: '/login' });
    } catch (error) {
      if (isApiError(error) && error.code === 'PASSWORD_LINK_INVALID') setDeadLink(error.message);
      else if (isApiError(error) && error.code === 'PASSWORD_INVALID') putFieldErrors(form, error);
      else notifyError(error);
      setSubmitting(false);
    }
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={2}>Set your {PRODUCT_NAME} password</Title>
          {deadLink ? (
            <Alert color="red" role="alert" data-testid="set-password-link-error">
              {deadLink}
            </Alert>
          ) : (
            <form
              onSubmit={form.onSubmit((values) => void handleSubmit(values))}
              noValidate
              data-testid="set-password-form"
            >
              <Stack>
                <Text size="sm">Your password needs:</Text>
                <List size="sm" spacing={2}>
                  <List.Item>at least {PASSWORD_MIN_LENGTH} characters</List.Item>
                  <List.Item>a lower-case and an upper-case letter</List.Item>
                  <List.Item>a digit and a special character</List.Item>
                </List>
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  data-autofocus
                  autoFocus
                  required
                  withAsterisk={false}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label="Confirm password"
                  autoComplete="new-password"
                  required
                  withAsterisk={false}
                  {...form.getInputProps('password_confirmation')}
                />
                <Button type="submit" loading={submitting} data-testid="set-password-submit">
                  Set password
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            <AnchorLink to="/login" data-testid="set-password-login-link">
              Go to sign in
            </AnchorLink>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
