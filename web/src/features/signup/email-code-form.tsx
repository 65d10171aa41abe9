/**
 * The applicant enters the 6-digit code mailed to it (issue 22): until then the application waits
 * here and support does not see it. A new code can be asked for.
 */
import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { requestEmailCode, verifyEmail } from './signup-api.ts';

export function EmailCodeForm({ token, onVerified }: { token: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: () => verifyEmail(token, code),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      onVerified();
    },
    onError: (error) => {
      setCode('');
      notifyError(error);
    },
  });
  const resend = useMutation({
    mutationFn: () => requestEmailCode(token),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: notifyError,
  });
  return (
    <Stack data-testid="email-code-form">
      <Alert color="yellow">
        We sent a 6-digit code to your email. Enter it here to send your application to our team; it is valid
        for 30 minutes.
      </Alert>
      <Text size="sm" c="dimmed">
        No mail server is wired yet: developers read the code with `pharmacy dev mailbox --to &lt;email&gt;`
        (the sandbox mailbox).
      </Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={code}
        onChange={setCode}
        ariaLabel="Email code"
        data-testid="email-code"
      />
      <Group>
        <Button
          disabled={code.length !== 6}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
          data-testid="email-code-verify"
        >
          Verify
        </Button>
        <Button variant="subtle" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send a new code
        </Button>
      </Group>
    </Stack>
  );
}
