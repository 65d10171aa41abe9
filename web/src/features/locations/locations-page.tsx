/**
 * /pharmacy/settings/locations (issue 23): the pharmacy's stores with their defaults, GLN and
 * linked payment methods; a master admin adds a store, edits one (a move of an approved store
 * shows pending until support approves) and sets its account details.
 */
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryOptions } from '../../api/session.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { LocationAccountModal } from './location-account-modal.tsx';
import { LocationMethodsModal } from './location-methods-modal.tsx';
import { LocationModal, type LocationDraft } from './location-form.tsx';
import {
  addLocation,
  linkPaymentMethods,
  locationsKey,
  locationsQueryOptions,
  setLocationAccount,
  updateLocation,
  type Location,
  type LocationAccount,
} from './locations-api.ts';

const address = (
  l: { address1: string; address2: string | null; city: string; zipcode: string },
  state: string,
) => `${l.address1}${l.address2 ? `, ${l.address2}` : ''}, ${l.city}, ${state} ${l.zipcode}`;

function columns(
  actions: {
    edit: (l: Location) => void;
    account: (l: Location) => void;
    methods: (l: Location) => void;
  } | null,
): Column<Location>[] {
  return [
    { key: 'name', header: 'Name', render: (l) => l.name },
    {
      key: 'address',
      header: 'Address',
      render: (l) => (
        <Stack gap={2}>
          <Text size="sm">{address(l, l.state)}</Text>
          {l.pending_change && (
            <Text size="xs" c="dimmed" data-testid="pending-address">
              Moving to {address(l.pending_change, '')} (awaiting approval)
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'phone', header: 'Phone', render: (l) => l.phone ?? '—', noWrap: true },
    {
      key: 'defaults',
      header: 'Defaults',
      render: (l) => (
        <Group gap={4}>
          {l.default && <Badge variant="light">Shipping</Badge>}
          {l.default_billing && <Badge variant="light">Billing</Badge>}
        </Group>
      ),
    },
    { key: 'gln', header: 'GLN', render: (l) => l.gln_number ?? '—', noWrap: true },
    {
      key: 'methods',
      header: 'Payment methods',
      render: (l) => `${l.credit_card_ids.length} cards, ${l.bank_account_ids.length} bank accounts`,
    },
    {
      key: 'status',
      header: 'Status',
      render: (l) => (
        <Badge color={l.status === 'pending' ? 'yellow' : 'green'} data-testid="location-status">
          {l.status}
        </Badge>
      ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            header: '',
            render: (l: Location) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => actions.edit(l)} data-testid="edit-location">
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => actions.account(l)}
                  data-testid="location-account"
                >
                  Account details
                </Button>
                {l.can_add_payment_methods && (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => actions.methods(l)}
                    data-testid="location-methods"
                  >
                    Payment methods
                  </Button>
                )}
              </Group>
            ),
          },
        ]
      : []),
  ];
}

/** The body of a write: empty optional text as null, the state as its id. */
const bodyOf = (d: LocationDraft) => ({
  name: d.name,
  address1: d.address1,
  address2: d.address2.trim() || null,
  city: d.city,
  state_id: Number(d.state_id),
  zipcode: d.zipcode,
  phone: d.phone.trim() || null,
  default: d.default,
  default_billing: d.default_billing,
});

export function LocationsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(locationsQueryOptions());
  const me = useQuery(meQueryOptions());
  const isAdmin = useHasAdminRole();
  const isMaster = me.data?.account.master_account_id === null;
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const [account, setAccount] = useState<Location | null>(null);
  const [methods, setMethods] = useState<Location | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: locationsKey });
  const save = useMutation({
    mutationFn: (draft: LocationDraft) =>
      editing === 'new' || editing === null
        ? addLocation({
            ...bodyOf(draft),
            gln_number: draft.gln_number.trim() || null,
            sgln_number: draft.sgln_number.trim() || null,
          })
        : updateLocation(editing.id, bodyOf(draft)),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
  });
  const saveMethods = useMutation({
    mutationFn: ({ id, links }: { id: string; links: Parameters<typeof linkPaymentMethods>[1] }) =>
      linkPaymentMethods(id, links),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
  });
  const saveAccount = useMutation({
    mutationFn: ({ id, body }: { id: string; body: LocationAccount }) => setLocationAccount(id, body),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
  });
  const rows = list.data?.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Locations</Title>
        {isAdmin && isMaster && (
          <Button onClick={() => setEditing('new')} data-testid="add-location">
            Add location
          </Button>
        )}
      </Group>
      {!isAdmin && <AdminOnlyNotice can="add or change locations" />}
      <DataTable
        rows={rows}
        rowKey={(l) => l.id}
        columns={columns(isAdmin ? { edit: setEditing, account: setAccount, methods: setMethods } : null)}
        status={list}
        empty={{ title: 'No locations', description: 'Your stores appear here.', testId: 'locations-empty' }}
        testId="locations"
        loadingTestId="locations-loading"
        rowTestId="location-row"
        rowAttributes={(l) => ({ 'data-id': l.id, 'data-name': l.name })}
        minWidth={1000}
      />
      <LocationModal editing={editing} onClose={() => setEditing(null)} onSave={(d) => save.mutateAsync(d)} />
      <LocationMethodsModal
        location={methods}
        onClose={() => setMethods(null)}
        onSave={(id, links) => saveMethods.mutateAsync({ id, links })}
      />
      <LocationAccountModal
        location={account}
        onClose={() => setAccount(null)}
        onSave={(id, body) =>
          saveAccount.mutateAsync({
            id,
            body: {
              gln_number: body.gln_number?.trim() || null,
              sgln_number: body.sgln_number?.trim() || null,
            },
          })
        }
      />
    </Stack>
  );
}
