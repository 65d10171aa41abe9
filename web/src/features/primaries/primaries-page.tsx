import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONNECTION_TYPES,
  DEFAULT_PORTS,
  formatSpending,
  readSpending,
  type ConnectionType,
} from '../../../../domain/primaries/connection-rules.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors, showServerErrors } from '../../ui/server-errors.ts';
import {
  checkPrimaryConnection,
  primaryConnectionQueryKey,
  primaryConnectionQueryOptions,
  savePrimaryConnection,
  type PrimaryConnection,
} from './primaries-api.ts';

type Values = {
  server_address: string;
  port: number | string;
  connection_type: ConnectionType;
  username: string;
  password: string;
  inbound_directory: string;
  outbound_directory: string;
  monthly_rx_spending: string;
  monthly_brand_spending: string;
  monthly_generic_spending: string;
};

const valuesOf = (c: PrimaryConnection | null): Values => ({
  server_address: c?.server_address ?? '',
  port: c?.port ?? DEFAULT_PORTS.ftp,
  connection_type: c?.connection_type ?? 'ftp',
  username: c?.username ?? '',
  password: '',
  inbound_directory: c?.inbound_directory ?? '/inbound',
  outbound_directory: c?.outbound_directory ?? '/outbound',
  monthly_rx_spending: c?.monthly_rx_spending ?? '0.00',
  monthly_brand_spending: c?.monthly_brand_spending ?? '0.00',
  monthly_generic_spending: c?.monthly_generic_spending ?? '0.00',
});

const targetOf = (v: Values) => ({
  server_address: v.server_address.trim(),
  port: v.port === '' ? null : Number(v.port),
  connection_type: v.connection_type,
  username: v.username,
  ...(v.password ? { password: v.password } : {}),
  inbound_directory: v.inbound_directory,
});

/** §3 "formatted 0,0.00": an amount the user typed is shown back with separators on blur. */
const reformat = (text: string) => {
  const cents = readSpending(text);
  return cents === null ? text : formatSpending(cents);
};

type CheckResult = { success: boolean; message: string };

/** The form of the connection to the primary wholesaler: save, and check by really connecting. */
function PrimaryForm({ initial }: { initial: PrimaryConnection | null }) {
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(initial) });
  const [result, setResult] = useState<CheckResult | null>(null);
  const save = useMutation({
    mutationFn: (v: Values) =>
      savePrimaryConnection({
        ...targetOf(v),
        outbound_directory: v.outbound_directory,
        monthly_rx_spending: v.monthly_rx_spending,
        monthly_brand_spending: v.monthly_brand_spending,
        monthly_generic_spending: v.monthly_generic_spending,
      }),
    onSuccess: ({ connection, message }) => {
      queryClient.setQueryData(primaryConnectionQueryKey, { connection });
      form.setValues(valuesOf(connection));
      form.resetDirty(valuesOf(connection));
      notifySuccess(message);
    },
    onError: (error) => showServerErrors(form, error),
  });
  // §8: a failing check shows the connection error; a request that fails shows 'something went wrong'.
  const check = useMutation({
    mutationFn: (v: Values) => checkPrimaryConnection(targetOf(v)),
    onMutate: () => setResult(null),
    onSuccess: (answer) => setResult(answer),
    onError: (error) => {
      putFieldErrors(form, error);
      setResult({ success: false, message: errorMessageOf(error) });
    },
  });
  const spending = (field: 'monthly_rx_spending' | 'monthly_brand_spending' | 'monthly_generic_spending') => {
    const props = form.getInputProps(field);
    return { ...props, onBlur: () => form.setFieldValue(field, reformat(form.values[field])) };
  };
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="primaries-form">
      <Fieldset variant="unstyled" disabled={!isAdmin}>
        <Stack maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Connection type"
              data={CONNECTION_TYPES.map((t) => ({ value: t, label: t.toUpperCase() }))}
              allowDeselect={false}
              data-testid="primary-connection-type"
              {...form.getInputProps('connection_type')}
              onChange={(value) => {
                const type = (value ?? 'ftp') as ConnectionType;
                form.setFieldValue('connection_type', type);
                form.setFieldValue('port', DEFAULT_PORTS[type]);
              }}
            />
            <TextInput
              label="Server address"
              placeholder="ftp.wholesaler.com"
              withAsterisk
              data-testid="primary-server-address"
              {...form.getInputProps('server_address')}
            />
            <NumberInput
              label="Port"
              min={1}
              max={65535}
              allowDecimal={false}
              data-testid="primary-port"
              {...form.getInputProps('port')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Username"
              withAsterisk
              autoComplete="off"
              data-testid="primary-username"
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              description={initial ? 'Stored encrypted; leave blank to keep it.' : undefined}
              data-testid="primary-password"
              {...form.getInputProps('password')}
            />
            <TextInput
              label="Inbound directory"
              withAsterisk
              data-testid="primary-inbound"
              {...form.getInputProps('inbound_directory')}
            />
            <TextInput
              label="Outbound directory"
              withAsterisk
              data-testid="primary-outbound"
              {...form.getInputProps('outbound_directory')}
            />
          </SimpleGrid>
          <Text fw={500}>Monthly spending</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Rx"
              leftSection="$"
              data-testid="primary-rx"
              {...spending('monthly_rx_spending')}
            />
            <TextInput
              label="Brands"
              leftSection="$"
              data-testid="primary-brands"
              {...spending('monthly_brand_spending')}
            />
            <TextInput
              label="Generics"
              leftSection="$"
              data-testid="primary-generics"
              {...spending('monthly_generic_spending')}
            />
          </SimpleGrid>
          {result && (
            <Alert color={result.success ? 'green' : 'red'} data-testid="primary-check-result">
              {result.message}
            </Alert>
          )}
          <Group>
            <Button
              variant="default"
              loading={check.isPending}
              onClick={() => check.mutate(form.values)}
              data-testid="primary-check"
            >
              Test connection
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="primary-save">
              Save
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** /pharmacy/settings/primaries (pharmacy-side §2, §3 Primary connection; issue 23). */
export function PrimariesPage() {
  const { data } = useSuspenseQuery(primaryConnectionQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack>
      <Title order={1}>Primary wholesaler</Title>
      {!isAdmin && <AdminOnlyNotice can="change the primary connection" />}
      <Text c="dimmed" size="sm">
        Where orders and invoices are exchanged with your primary wholesaler by FTP, FTPS or SFTP. The test
        connects to the server and lists the inbound directory.
      </Text>
      <PrimaryForm initial={data.connection} />
    </Stack>
  );
}
