import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { CustomerControlRequests } from './customer-control-requests.tsx';
import { CustomerInvoices, CustomerOrders } from './customer-history-tables.tsx';
import { CustomerLicences } from './customer-licences.tsx';
import { CustomerTermsForm } from './customer-terms-form.tsx';
import { customerViewSections } from './customer-view-sections.ts';
import {
  customerKey,
  customerQueryOptions,
  customersKey,
  requestDisableControls,
  STATUS_LABELS,
  type CustomerDetail,
} from './customers-api.ts';
import { SuspendModal } from './suspend-modal.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function CustomerActions({ detail }: { detail: CustomerDetail }) {
  const { customer, requests } = detail;
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const [suspending, setSuspending] = useState(false);
  const pending = (kind: string) => requests.some((r) => r.kind === kind && r.status === 'pending');
  const disable = useMutation({
    mutationFn: () => requestDisableControls(customer.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: customerKey(customer.id) });
      await queryClient.invalidateQueries({ queryKey: customersKey });
    },
    onError: notifyError,
  });
  if (!isAdmin) return null;
  return (
    <Group>
      {customer.status !== 'suspended' && !pending('suspend') && (
        <Button
          color="red"
          variant="light"
          onClick={() => setSuspending(true)}
          data-testid="suspend-customer"
        >
          Suspend
        </Button>
      )}
      {!customer.controls_disabled && !pending('disable_controls') && (
        <Button
          variant="default"
          loading={disable.isPending}
          data-testid="disable-controls"
          onClick={() =>
            confirmAction({
              message: `Ask support to stop ${customer.name} buying controlled substances from you?`,
              onConfirm: () => disable.mutate(),
            })
          }
        >
          Disable controlled substances
        </Button>
      )}
      <SuspendModal customer={customer} opened={suspending} onClose={() => setSuspending(false)} />
    </Group>
  );
}

function CustomerView({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={1} data-testid="customer-name">
            {customer.name}
          </Title>
          <Badge data-testid="customer-status" color={customer.status === 'suspended' ? 'red' : 'blue'}>
            {STATUS_LABELS[customer.status]}
          </Badge>
        </Group>
        <CustomerActions detail={detail} />
      </Group>
      {customer.status === 'suspended' && (
        <Alert color="red" title="Suspended" data-testid="customer-suspended">
          {customer.suspension_reason ?? 'This customer is suspended.'}
        </Alert>
      )}
      {customer.controls_disabled && (
        <Alert color="orange" data-testid="customer-controls-disabled">
          Controlled substances are disabled for this customer.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label="Location"
          value={[customer.city, customer.state].filter(Boolean).join(', ') || '—'}
          testId="customer-location"
        />
        <Figure
          label="Credit allocated"
          value={formatCents(customer.credit_allocated_cents)}
          testId="customer-credit-allocated"
        />
        <Figure
          label="Credit used"
          value={formatCents(customer.credit_used_cents)}
          testId="customer-credit-used"
        />
        <Figure
          label="Credit available"
          value={formatCents(customer.credit_available_cents)}
          testId="customer-credit-available"
        />
        <Figure label="Net days" value={String(customer.net_days)} testId="customer-net-days" />
        <Figure
          label="Open balance"
          value={formatCents(customer.open_balance_cents)}
          testId="customer-open-balance"
        />
      </SimpleGrid>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details" data-testid="customer-tab-details">
            Details
          </Tabs.Tab>
          <Tabs.Tab value="orders" data-testid="customer-tab-orders">
            Orders ({detail.orders.length})
          </Tabs.Tab>
          <Tabs.Tab value="invoices" data-testid="customer-tab-invoices">
            Invoices ({detail.invoices.length})
          </Tabs.Tab>
          <Tabs.Tab value="suspension" data-testid="customer-tab-suspension">
            Suspension and controls
          </Tabs.Tab>
          {customerViewSections.map((s) => (
            <Tabs.Tab key={s.value} value={s.value} data-testid={`customer-tab-${s.value}`}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack>
            <CustomerTermsForm key={JSON.stringify(customer)} customer={customer} />
            <Title order={2} size="h4">
              Licences on file
            </Title>
            <CustomerLicences licences={detail.licences} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <CustomerOrders orders={detail.orders} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <CustomerInvoices invoices={detail.invoices} />
        </Tabs.Panel>
        <Tabs.Panel value="suspension" pt="md">
          <CustomerControlRequests customer={customer} requests={detail.requests} />
        </Tabs.Panel>
        {customerViewSections.map((s) => (
          <Tabs.Panel key={s.value} value={s.value} pt="md">
            {s.render(customer)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** /suppliers/customers/view/{id}: one customer's details, terms form, orders, invoices and requests (supplier-side §2). */
export function CustomerViewPage({ customerId }: { customerId: string }) {
  const query = useQuery(customerQueryOptions(customerId));
  if (query.isPending) return <Skeleton height={320} data-testid="customer-loading" />;
  if (query.isError) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  return <CustomerView detail={query.data} />;
}
