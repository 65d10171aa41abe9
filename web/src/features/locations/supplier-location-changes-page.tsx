/** /suppliers/location_changes (issue 23): customers whose store moved, with their stores now; the wholesaler acknowledges each. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  acknowledgeLocationChange,
  locationNoticesQueryOptions,
  locationsKey,
  type LocationNotice,
} from './locations-api.ts';

function Acknowledge({ n }: { n: LocationNotice }) {
  const queryClient = useQueryClient();
  const ack = useMutation({
    mutationFn: () => acknowledgeLocationChange(n.customer_id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: locationsKey });
    },
    onError: notifyError,
  });
  return (
    <Button
      size="xs"
      loading={ack.isPending}
      onClick={() => ack.mutate()}
      data-testid="acknowledge-location-change"
    >
      Acknowledge
    </Button>
  );
}

const COLUMNS: Column<LocationNotice>[] = [
  { key: 'pharmacy', header: 'Customer', render: (n) => n.pharmacy_name },
  {
    key: 'stores',
    header: 'Stores now',
    render: (n) => (
      <Stack gap={2}>
        {n.addresses.map((a) => (
          <Text size="sm" key={`${a.name}-${a.address1}`}>
            {a.name}: {a.address1}
            {a.address2 ? `, ${a.address2}` : ''}, {a.city}, {a.state} {a.zipcode}
          </Text>
        ))}
      </Stack>
    ),
  },
  { key: 'changed', header: 'Moved', render: (n) => formatDateTime(n.changed_at), noWrap: true },
  { key: 'ack', header: '', render: (n) => <Acknowledge n={n} /> },
];

export function SupplierLocationChangesPage() {
  const notices = useQuery(locationNoticesQueryOptions());
  return (
    <Stack>
      <Title order={1}>Customer location changes</Title>
      <DataTable
        rows={notices.data?.data}
        rowKey={(n) => n.customer_id}
        columns={COLUMNS}
        status={notices}
        empty={{
          title: 'No location changes',
          description: 'Customers that move a store appear here until you acknowledge.',
          testId: 'location-notices-empty',
        }}
        testId="location-notices"
        loadingTestId="location-notices-loading"
        rowTestId="location-notice-row"
        rowAttributes={(n) => ({ 'data-id': n.customer_id, 'data-pharmacy': n.pharmacy_name })}
        minWidth={800}
      />
    </Stack>
  );
}
