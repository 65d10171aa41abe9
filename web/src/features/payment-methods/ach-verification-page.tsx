import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  paymentMethodsQueryKey,
  paymentMethodsQueryOptions,
  verifyBankAccount,
  type BankAccount,
} from './payment-methods-api.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';

const AMOUNT_MESSAGE = 'Enter the deposit in cents, from 1 to 99.';
const isCents = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99 ? null : AMOUNT_MESSAGE;

/** One unverified bank account: the two micro-deposit amounts, in cents. */
function VerifyForm({ account }: { account: BankAccount }) {
  const queryClient = useQueryClient();
  const form = useForm<{ first: number | string; second: number | string }>({
    initialValues: { first: '', second: '' },
    validate: { first: isCents, second: isCents },
  });
  const verify = useMutation({
    mutationFn: (amounts: [number, number]) => verifyBankAccount(account.id, amounts),
    onSuccess: ({ message }) => notifySuccess(message),
    onError: (error) => {
      const message = isApiError(error) ? error.fieldErrors.amounts?.[0] : undefined;
      if (message) form.setFieldError('first', message);
      else notifyError(error);
    },
    // Verified or not, the attempts left and the checkout's bank-transfer limit change.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['checkout'] });
    },
  });
  const locked = account.verify_attempts_left === 0;
  return (
    <form
      onSubmit={form.onSubmit((v) => verify.mutate([Number(v.first), Number(v.second)]))}
      data-testid="ach-verify-form"
    >
      <Stack gap="xs">
        <Text size="sm">
          We sent two small deposits to {account.bank_name} •••• {account.last4}. Enter both amounts in cents.
          {account.verify_attempts_left !== null && ` ${account.verify_attempts_left} attempts left.`}
        </Text>
        <Group align="flex-start">
          <NumberInput
            label="First deposit (cents)"
            min={1}
            max={99}
            allowDecimal={false}
            disabled={locked}
            data-testid="ach-amount-1"
            {...form.getInputProps('first')}
          />
          <NumberInput
            label="Second deposit (cents)"
            min={1}
            max={99}
            allowDecimal={false}
            disabled={locked}
            data-testid="ach-amount-2"
            {...form.getInputProps('second')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={verify.isPending} disabled={locked} data-testid="ach-verify">
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Bank verification (pharmacy-side §2 /pharmacy/settings/ach_verification?force_verify=1): until
 * verified, bank transfers have a weekly sending limit. force_verify (from checkout's 'Verify now')
 * only explains why the user was sent here.
 */
export function AchVerificationPage({ forceVerify }: { forceVerify: boolean }) {
  const { data } = useSuspenseQuery(paymentMethodsQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack maw={720}>
      <Title order={1}>Bank verification</Title>
      {forceVerify && (
        <Alert color="yellow" data-testid="force-verify-notice">
          Verify your bank account to pay orders above the weekly sending limit by bank transfer.
        </Alert>
      )}
      {!isAdmin && <AdminOnlyNotice can="verify a bank account" />}
      {data.bank_accounts.length === 0 && <Text c="dimmed">You have no bank account to verify.</Text>}
      {data.bank_accounts.map((account) => (
        <Card withBorder key={account.id} data-testid="ach-account">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {account.bank_name} •••• {account.last4}
            </Text>
            {account.verified && <Badge color="green">Verified</Badge>}
          </Group>
          {isAdmin && !account.verified && <VerifyForm account={account} />}
        </Card>
      ))}
    </Stack>
  );
}
