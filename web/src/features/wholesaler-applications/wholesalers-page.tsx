/**
 * /pharmacy/wholesalers (issue 12): the wholesalers a pharmacy may apply to, whether it buys from
 * each already and its application's status; choose one or many and an account type to apply.
 */
import { Badge, Button, Checkbox, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  APPLICATION_ACCOUNT_TYPE_LABELS,
  APPLICATION_ACCOUNT_TYPES,
} from '../../../../domain/wholesaler-applications/applications.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { applicableWholesalersQueryOptions, type AccountType } from './applications-api.ts';

const ACCOUNT_TYPES = APPLICATION_ACCOUNT_TYPES.map((value) => ({
  value,
  label: APPLICATION_ACCOUNT_TYPE_LABELS[value],
}));

export function WholesalersPage() {
  const query = useQuery(applicableWholesalersQueryOptions());
  const navigate = useNavigate();
  // Applying asks for credit for the account: its admin's call (issue 22); a member sees the list.
  const isAdmin = useHasAdminRole();
  const [chosen, setChosen] = useState<string[]>([]);
  const [accountType, setAccountType] = useState<AccountType>('net_terms');
  type Row = NonNullable<typeof query.data>['data'][number];
  const open = (row: Row) =>
    isAdmin && row.customer_status !== 'approved' && row.application?.status !== 'approved';
  const apply = (ids: string[]) =>
    void navigate({
      to: '/pharmacy/wholesalers/$id/apply',
      params: { id: ids.join(',') },
      search: { account_type: accountType },
    });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Wholesalers</Title>
        {isAdmin && (
          <Group>
            <Select
              w={180}
              data={ACCOUNT_TYPES}
              value={accountType}
              onChange={(v) => v && setAccountType(v)}
              aria-label="Account type"
              data-testid="apply-account-type"
            />
            <Button disabled={chosen.length === 0} onClick={() => apply(chosen)} data-testid="apply-chosen">
              Apply to {chosen.length || ''} selected
            </Button>
          </Group>
        )}
      </Group>
      {!isAdmin && <AdminOnlyNotice can="apply to wholesalers for an account" />}
      <DataTable
        rows={query.data?.data}
        rowKey={(r) => r.id}
        status={query}
        testId="wholesalers-table"
        rowTestId="wholesaler-row"
        empty={{ title: 'No wholesalers', description: 'No wholesaler is licensed in your state yet.' }}
        columns={[
          {
            key: 'pick',
            header: '',
            render: (r) => (
              <Checkbox
                disabled={!open(r)}
                checked={chosen.includes(r.id)}
                onChange={(e) =>
                  setChosen((c) => (e.currentTarget.checked ? [...c, r.id] : c.filter((id) => id !== r.id)))
                }
                aria-label={`Choose ${r.name}`}
              />
            ),
          },
          { key: 'name', header: 'Wholesaler', render: (r) => r.name },
          {
            key: 'status',
            header: 'Status',
            render: (r) =>
              r.customer_status === 'approved' ? (
                <Badge color="green">Customer</Badge>
              ) : r.application ? (
                <Badge>{r.application.status === 'draft' ? 'In progress' : r.application.status}</Badge>
              ) : null,
          },
          {
            key: 'apply',
            header: '',
            render: (r) =>
              open(r) && r.application?.status !== 'submitted' ? (
                <Button size="xs" variant="light" onClick={() => apply([r.id])} data-testid="apply-one">
                  {r.application ? 'Continue' : 'Apply'}
                </Button>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}
