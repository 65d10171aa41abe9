/**
 * /suppliers/customers/applications (issue 12): the customer applications a wholesaler received.
 * It downloads each as one PDF, approves (confirmed) with credit and net terms for a net-terms
 * application and without them for a COD or card one (issue 22), or declines with a reason; the
 * server's message is the toast.
 */
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../api/download.ts';
import { formatCents } from '../../../../domain/money.ts';
import {
  APPLICATION_ACCOUNT_TYPE_LABELS,
  APPLICATION_STATUS_LABELS,
  readApprovalCredit,
} from '../../../../domain/wholesaler-applications/applications.ts';
import {
  detailsFields,
  type ApplicationDetails,
} from '../../../../domain/wholesaler-applications/details.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  applicationsKey,
  approveApplication,
  declineApplication,
  supplierApplicationsQueryOptions,
  type Application,
} from './applications-api.ts';

/** What the applicant sent, beside the decision: the account type and the filled-in details. */
function ApplicantSummary({ application }: { application: Application }) {
  const details = (application.details ?? {}) as Partial<ApplicationDetails>;
  const rows = [
    { label: 'Account type', value: APPLICATION_ACCOUNT_TYPE_LABELS[application.account_type] },
    ...detailsFields(details).filter((r) => r.value !== ''),
  ];
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2} data-testid="application-summary">
      {rows.map((r) => (
        <Text key={r.label} size="sm">
          <Text span c="dimmed" size="sm">
            {r.label}:
          </Text>{' '}
          {r.value}
        </Text>
      ))}
    </SimpleGrid>
  );
}

function DecisionModal({ application, onClose }: { application: Application; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [credit, setCredit] = useState('');
  const [netDays, setNetDays] = useState<number | string>(30);
  const [reason, setReason] = useState('');
  const done = async (answer: { message: string }) => {
    notifySuccess(answer.message);
    await queryClient.invalidateQueries({ queryKey: applicationsKey });
    onClose();
  };
  // Credit and net days are a net-terms account's; a COD or card account pays when it orders.
  const netTerms = application.account_type === 'net_terms';
  const creditReading = readApprovalCredit(credit);
  // Said under the field once something is typed; the button waits for a valid amount.
  const creditError = credit.trim() !== '' && !creditReading.ok ? creditReading.message : null;
  const typeLabel = APPLICATION_ACCOUNT_TYPE_LABELS[application.account_type].toLowerCase();
  const approve = useMutation({
    mutationFn: () =>
      approveApplication(
        application.id,
        netTerms ? { creditAllocated: credit.trim(), netDays: Number(netDays) } : null,
      ),
    onSuccess: done,
    onError: notifyError,
  });
  const decline = useMutation({
    mutationFn: () => declineApplication(application.id, reason.trim()),
    onSuccess: done,
    onError: notifyError,
  });
  return (
    <Modal opened onClose={onClose} title={`Application of ${application.pharmacy.name}`} size="lg">
      <Stack>
        <ApplicantSummary application={application} />
        <Divider />
        {netTerms ? (
          <>
            <TextInput
              label="Credit allocated ($)"
              value={credit}
              onChange={(e) => setCredit(e.currentTarget.value)}
              error={creditError}
              inputMode="decimal"
              maxLength={20}
              data-testid="application-credit"
            />
            <NumberInput
              label="Net days"
              min={1}
              value={netDays}
              onChange={setNetDays}
              data-testid="application-net-days"
            />
          </>
        ) : (
          <Text size="sm" data-testid="application-no-terms">
            A {typeLabel} account pays when it orders: it gets no credit or net days.
          </Text>
        )}
        <Button
          onClick={() =>
            confirmAction({
              message: netTerms
                ? `Approve ${application.pharmacy.name} with ${creditReading.ok ? formatCents(creditReading.cents) : ''} of credit on net ${String(netDays)}?`
                : `Approve ${application.pharmacy.name} as a ${typeLabel} account?`,
              onConfirm: () => approve.mutate(),
            })
          }
          loading={approve.isPending}
          disabled={netTerms && (!creditReading.ok || !(Number(netDays) >= 1))}
          data-testid="application-approve"
        >
          Approve
        </Button>
        <Textarea
          label="Reason for declining"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="application-reason"
        />
        <Button
          color="red"
          variant="light"
          disabled={!reason.trim()}
          onClick={() =>
            confirmAction({
              message: `Decline the application of ${application.pharmacy.name}?`,
              danger: true,
              onConfirm: () => decline.mutate(),
            })
          }
          loading={decline.isPending}
          data-testid="application-decline"
        >
          Decline
        </Button>
      </Stack>
    </Modal>
  );
}

export function SupplierApplicationsPage() {
  const query = useQuery(supplierApplicationsQueryOptions());
  const [deciding, setDeciding] = useState<Application | null>(null);
  const download = (a: Application) =>
    void downloadFile(
      `/api/v1/suppliers/customers/customer_application?customer_request_id=${a.id}`,
      `customer-application-${a.pharmacy.name}.pdf`,
    ).catch(notifyError);
  return (
    <Stack>
      <Title order={1}>Customer applications</Title>
      <DataTable
        rows={query.data?.data}
        rowKey={(r) => r.id}
        status={query}
        testId="applications-table"
        rowTestId="application-row"
        empty={{
          title: 'No applications',
          description: 'Pharmacies that apply to become your customers appear here.',
        }}
        columns={[
          { key: 'pharmacy', header: 'Pharmacy', render: (r) => r.pharmacy.name },
          {
            key: 'type',
            header: 'Account type',
            render: (r) => APPLICATION_ACCOUNT_TYPE_LABELS[r.account_type],
          },
          { key: 'status', header: 'Status', render: (r) => APPLICATION_STATUS_LABELS[r.status] },
          {
            key: 'terms',
            header: 'Terms',
            render: (r) =>
              r.credit_allocated_cents !== null
                ? `${formatCents(r.credit_allocated_cents)} · net ${r.net_days ?? ''}`
                : (r.decline_reason ?? ''),
          },
          {
            key: 'actions',
            header: '',
            render: (r) => (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => download(r)}
                  data-testid="application-download"
                >
                  PDF
                </Button>
                {r.status === 'submitted' && (
                  <Button size="xs" onClick={() => setDeciding(r)} data-testid="application-decide">
                    Decide
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      {deciding && <DecisionModal application={deciding} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
