/**
 * /pharmacy/licences (issue 12): the pharmacy's DEA registration and state licences with their
 * status, the hold when one expired, the upload of a renewed licence for support to approve, and
 * what an expiry does.
 */
import { Alert, Badge, Button, FileInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DOCUMENT_MAX_BYTES, FILE_MESSAGES } from '../../../../domain/files/document-kind.ts';
import { hasAcceptedExtension } from '../../../../domain/seller-registration/driver-licence-files.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  licencesKey,
  licencesQueryOptions,
  uploadRenewedLicence,
  type PharmacyLicence,
} from './licences-api.ts';
import { LicenceExpiryNote } from './licence-expiry-note.tsx';

const STATUS_COLOR = { valid: 'green', expiring: 'yellow', expired: 'red' } as const;

function RenewForm({ licence }: { licence: PharmacyLicence }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadRenewedLicence(licence.id, file!, expiresOn),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: licencesKey });
    },
    onError: notifyError,
  });
  if (licence.pending_update)
    return (
      <Text size="sm" data-testid="renewal-pending">
        Renewed licence waiting for approval (expires {licence.pending_update.new_expires_on})
      </Text>
    );
  const choose = (chosen: File | null) => {
    const bad =
      chosen && !hasAcceptedExtension(chosen.name)
        ? FILE_MESSAGES.invalidKind
        : chosen && chosen.size > DOCUMENT_MAX_BYTES
          ? FILE_MESSAGES.tooLarge
          : null;
    setError(bad);
    setFile(bad ? null : chosen);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <FileInput
        size="xs"
        placeholder="Renewed licence"
        accept=".pdf,.jpg,.jpeg,.png,.gif"
        value={file}
        onChange={choose}
        error={error}
        data-testid="renewal-file"
      />
      <TextInput
        size="xs"
        type="date"
        value={expiresOn}
        onChange={(e) => setExpiresOn(e.currentTarget.value)}
        aria-label="New expiry date"
        data-testid="renewal-expiry"
      />
      <Button
        size="xs"
        disabled={!file || !expiresOn}
        loading={upload.isPending}
        onClick={() => upload.mutate()}
        data-testid="renewal-upload"
      >
        Upload
      </Button>
    </Group>
  );
}

const COLUMNS: Column<PharmacyLicence>[] = [
  {
    key: 'kind',
    header: 'Licence',
    render: (l) => (l.kind === 'dea' ? 'DEA registration' : `${l.state_code ?? ''} state licence`),
  },
  { key: 'number', header: 'Number', render: (l) => l.number },
  { key: 'expires', header: 'Expires', render: (l) => l.expires_on, noWrap: true },
  {
    key: 'status',
    header: 'Status',
    render: (l) => (
      <Badge color={STATUS_COLOR[l.status]} data-testid="licence-status">
        {l.status}
      </Badge>
    ),
  },
  { key: 'renew', header: 'Renewed licence', render: (l) => <RenewForm licence={l} /> },
];

export function LicencesPage() {
  const licences = useQuery(licencesQueryOptions());
  return (
    <Stack>
      <Title order={1}>Licences</Title>
      {licences.data?.held && (
        <Alert color="red" title="Your account is on hold" data-testid="licence-hold">
          {licences.data.held_message}
        </Alert>
      )}
      <DataTable
        rows={licences.data?.data}
        rowKey={(l) => l.id}
        columns={COLUMNS}
        status={licences}
        empty={{
          title: 'No licences on file',
          description: 'Your DEA registration and state licences appear here.',
          testId: 'licences-empty',
        }}
        testId="licences"
        loadingTestId="licences-loading"
        rowTestId="licence-row"
        rowAttributes={(l) => ({ 'data-id': l.id })}
        minWidth={900}
      />
      <LicenceExpiryNote />
    </Stack>
  );
}
