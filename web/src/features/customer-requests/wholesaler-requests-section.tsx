/** The pharmacy's requests to one wholesaler on its page: the form and the requests with their outcome. */
import { Stack, Title } from '@mantine/core';
import { CustomerRequestsTable } from './customer-requests-table.tsx';
import { PharmacyRequestForm } from './pharmacy-request-form.tsx';

export function WholesalerRequestsSection({ wholesalerId }: { wholesalerId: string }) {
  return (
    <Stack data-testid="wholesaler-requests">
      <Title order={2}>Credit and terms requests</Title>
      <PharmacyRequestForm wholesalerId={wholesalerId} />
      <CustomerRequestsTable
        side="pharmacy"
        filter={{ wholesaler_id: wholesalerId }}
        emptyText="Requests you send to this wholesaler appear here with their outcome."
        testId="my-requests"
      />
    </Stack>
  );
}
