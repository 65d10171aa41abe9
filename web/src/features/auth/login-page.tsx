import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginSchema, type LoginInput } from '../../../../domain/identity/schemas.ts';
import { isApiError } from '../../api/client.ts';
import { logIn } from '../../api/session.ts';
import { SESSION_EXPIRED_NOTICE } from '../../auth/session-notices.ts';
import { homePathFor, isSafeRedirect } from '../../auth/guards.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { PRODUCT_NAME } from '../../ui/layouts/app-layout.tsx';
import { errorMessageOf, notifyError } from '../../ui/notify.ts';

type LoginPageProps = { redirectTo: string | undefined; expired: boolean };

export function LoginPage({ redirectTo, expired }: LoginPageProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  // The right password on a signup still under review: where it stands, not a failed sign-in.
  const [inReview, setInReview] = useState(false);
  // The API's own login schema checks the form before it is sent (the server checks it again).
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });

  async function handleSubmit(values: LoginInput) {
    setSubmitting(true);
    setErrorText(null);
    setInReview(false);
    try {
      const session = await logIn(queryClient, values.email.trim(), values.password);
      if (isSafeRedirect(redirectTo)) router.history.push(redirectTo);
      else await navigate({ to: homePathFor(session.account.kind) });
    } catch (error) {
      if (isApiError(error)) form.setErrors(flattenFieldErrors(error.fieldErrors));
      setErrorText(errorMessageOf(error));
      const notApproved = isApiError(error) && error.code === 'AUTH_ACCOUNT_NOT_APPROVED';
      setInReview(notApproved);
      if (!notApproved) notifyError(error);
      setSubmitting(false);
    }
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form
          onSubmit={form.onSubmit((values) => void handleSubmit(values))}
          noValidate
          data-testid="login-form"
        >
          <Stack>
            <Title order={2}>Sign in to {PRODUCT_NAME}</Title>
            {expired && !errorText && (
              <Alert color="yellow" data-testid="login-expired">
                {SESSION_EXPIRED_NOTICE}
              </Alert>
            )}
            {errorText && inReview && (
              <Alert color="blue" role="status" data-testid="login-in-review">
                {errorText}{' '}
                <AnchorLink to="/signup/application" data-testid="login-application-link">
                  See your application
                </AnchorLink>
              </Alert>
            )}
            {errorText && !inReview && (
              <Alert color="red" role="alert" data-testid="login-error">
                {errorText}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              data-autofocus
              autoFocus
              required
              withAsterisk={false}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={submitting} data-testid="login-submit">
              Sign in
            </Button>
            <Text size="sm" ta="center">
              New pharmacy?{' '}
              <AnchorLink to="/signup" data-testid="login-signup-link">
                Create an account
              </AnchorLink>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

function flattenFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
