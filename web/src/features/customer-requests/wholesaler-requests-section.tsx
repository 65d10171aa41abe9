/**
 * The pharmacy's requests to one wholesaler: the form and the requests with their outcome, on the
 * wholesaler's page and, from the approved-wholesalers row, in a modal that shows the current
 * credit and terms first (issue 21: the form could not be reached from there).
 */
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { CustomerRequestsTable } from './customer-requests-table.tsx';
import { PharmacyRequestForm } from './pharmacy-request-form.tsx';

export type CurrentTerms = { creditAllocatedCents: number; netDays: number };

function RequestsBody({
  wholesalerId,
  current,
}: {
  wholesalerId: string;
  current?: CurrentTerms | undefined;
}) {
  const isAdmin = useHasAdminRole();
  return (
    <>
      {current && (
        <Text data-testid="request-current-terms">
          Current credit {formatCents(current.creditAllocatedCents)} on net {current.netDays} days.
        </Text>
      )}
      {/* Asking for credit or terms commits the account: its admin's call (issue 22). */}
      {isAdmin ? (
        <PharmacyRequestForm wholesalerId={wholesalerId} />
      ) : (
        <AdminOnlyNotice can="ask a wholesaler for credit or terms" />
      )}
      <CustomerRequestsTable
        side="pharmacy"
        filter={{ wholesaler_id: wholesalerId }}
        emptyText="Requests you send to this wholesaler appear here with their outcome."
        testId="my-requests"
      />
    </>
  );
}

export function WholesalerRequestsSection({ wholesalerId }: { wholesalerId: string }) {
  return (
    <Stack data-testid="wholesaler-requests">
      <Title order={2}>Credit and terms requests</Title>
      <RequestsBody wholesalerId={wholesalerId} />
    </Stack>
  );
}

/** The approved-wholesalers row's way to the form: a button opening it in a modal. */
export function RequestTermsButton({
  wholesaler,
  current,
}: {
  wholesaler: { id: string; name: string };
  current: CurrentTerms;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} data-testid="request-terms-open">
        Ask for more credit or terms
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Credit and terms requests: ${wholesaler.name}`}
        size="xl"
      >
        <Stack data-testid="wholesaler-requests">
          <RequestsBody wholesalerId={wholesaler.id} current={current} />
        </Stack>
      </Modal>
    </>
  );
}
