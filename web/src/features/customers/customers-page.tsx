import { Badge, Group, Stack, TextInput, Title } from '@mantine/core';
import { ButtonLink } from '../../ui/button-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CustomerSort } from '../../../../domain/customers/customer-list.ts';
import { formatCents } from '../../../../domain/money.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { MasterDataExportButton } from './master-data-export-button.tsx';
import {
  customersQueryOptions,
  STATUS_LABELS,
  type Customer,
  type CustomersParams,
} from './customers-api.ts';

const STATUS_COLORS: Record<Customer['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'gray',
  suspended: 'red',
};

const COLUMNS: Column<Customer, CustomerSort>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (c) => (
      <AnchorLink
        to="/suppliers/customers/view/$customerId"
        params={{ customerId: c.id }}
        data-testid="customer-link"
      >
        {c.name}
      </AnchorLink>
    ),
  },
  { key: 'location', header: 'Location', render: (c) => c.city ?? '—' },
  { key: 'state', header: 'State', sortKey: 'state', render: (c) => c.state ?? '—' },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    minWidth: 120,
    render: (c) => (
      <Badge color={STATUS_COLORS[c.status]} variant="light" data-testid="customer-status">
        {STATUS_LABELS[c.status]}
      </Badge>
    ),
  },
  {
    key: 'allocated',
    header: 'Credit allocated',
    sortKey: 'credit_allocated',
    align: 'right',
    render: (c) => formatCents(c.credit_allocated_cents),
  },
  {
    key: 'used',
    header: 'Credit used',
    sortKey: 'credit_used',
    align: 'right',
    render: (c) => formatCents(c.credit_used_cents),
  },
  {
    key: 'available',
    header: 'Credit available',
    sortKey: 'credit_available',
    align: 'right',
    render: (c) => formatCents(c.credit_available_cents),
  },
  { key: 'net_days', header: 'Net days', sortKey: 'net_days', align: 'right', render: (c) => c.net_days },
  { key: 'hold', header: 'Hold', render: (c) => (c.credit_hold ? 'On hold' : '—') },
  {
    key: 'last_order',
    header: 'Last order',
    sortKey: 'last_order',
    render: (c) => (c.last_order_at ? formatDateTime(c.last_order_at) : '—'),
  },
  {
    key: 'open_balance',
    header: 'Open balance',
    sortKey: 'open_balance',
    align: 'right',
    render: (c) => formatCents(c.open_balance_cents),
  },
];

type CustomersPageProps = { params: CustomersParams; onParams: (next: Partial<CustomersParams>) => void };

/** /suppliers/customers: the supplier's customers, searchable, sortable and paged (supplier-side §2). */
export function CustomersPage({ params, onParams }: CustomersPageProps) {
  const customers = useQuery(customersQueryOptions(params));
  const [search, setSearch] = useState(params.search ?? '');
  // The search is typed freely and sent a moment after the typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.search ?? '') !== search) onParams({ search: search || undefined, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, params.search, onParams]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Customers</Title>
        <Group>
          <ButtonLink
            to="/suppliers/customers/applications"
            variant="light"
            data-testid="customers-applications-link"
          >
            Applications
          </ButtonLink>
          <ButtonLink to="/suppliers/customers/audits" variant="light" data-testid="customers-audits-link">
            Audits
          </ButtonLink>
          <MasterDataExportButton />
        </Group>
      </Group>
      <DataTable
        rows={customers.data?.data}
        rowKey={(c) => c.id}
        columns={COLUMNS}
        status={customers}
        empty={{
          title: params.search ? 'No matching customers' : 'No customers yet',
          description: params.search
            ? 'No customer matches this search.'
            : 'Pharmacies you approve as customers will appear here.',
          testId: 'customers-empty',
        }}
        testId="customers-table"
        loadingTestId="customers-loading"
        rowTestId="customer-row"
        rowAttributes={(c) => ({ 'data-id': c.id })}
        minWidth={1200}
        sorting={{
          sort: params.sort,
          direction: params.direction,
          onSort: (key) =>
            onParams({
              sort: key,
              direction: params.sort === key && params.direction === 'asc' ? 'desc' : 'asc',
              page: 1,
            }),
        }}
        paging={{
          page: params.page,
          perPage: params.per_page,
          onParams,
          total: customers.data?.total ?? 0,
          noun: 'customer',
          testId: 'customers',
        }}
        toolbar={
          <Group>
            <TextInput
              placeholder="Search by name, city, state or customer id"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={360}
              maxLength={100}
              aria-label="Search customers"
              data-testid="customers-search"
            />
          </Group>
        }
      />
    </Stack>
  );
}
