/**
 * /pharmacy/tax_documents (pharmacy-side §2): the pharmacy's tax-exempt and resale certificates —
 * upload (the load_document_form choices), download, and delete after confirming.
 */
import { Anchor, Button, FileInput, Group, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FILE_MESSAGES } from '../../../../domain/files/document-kind.ts';
import { hasAcceptedExtension } from '../../../../domain/seller-registration/driver-licence-files.ts';
import { downloadFile } from '../../api/download.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  deleteTaxDocument,
  documentsKey,
  taxDocumentFormQueryOptions,
  taxDocumentsQueryOptions,
  type TaxDocument,
  uploadTaxDocument,
} from './documents-api.ts';

const KIND_LABELS = { tax_exempt: 'Tax-exempt certificate', resale: 'Resale certificate' } as const;

function UploadForm() {
  const queryClient = useQueryClient();
  const choices = useQuery(taxDocumentFormQueryOptions());
  const [kind, setKind] = useState<string | null>('tax_exempt');
  const [state, setState] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadTaxDocument(kind!, state ?? '', file!),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    },
    onError: notifyError,
  });
  const max = choices.data?.max_bytes ?? 0;
  const choose = (chosen: File | null) => {
    const bad =
      chosen && !hasAcceptedExtension(chosen.name)
        ? FILE_MESSAGES.invalidKind
        : chosen && chosen.size > max
          ? FILE_MESSAGES.tooLarge
          : null;
    setError(bad);
    setFile(bad ? null : chosen);
  };
  return (
    <Group align="flex-end" data-testid="tax-document-form">
      <Select
        label="Document"
        data={choices.data?.kinds ?? []}
        value={kind}
        onChange={setKind}
        allowDeselect={false}
      />
      <Select
        label="State"
        data={(choices.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }))}
        value={state}
        onChange={setState}
        searchable
        clearable
      />
      <FileInput
        label="File"
        accept={choices.data?.accept}
        value={file}
        onChange={choose}
        error={error}
        data-testid="tax-document-file"
      />
      <Button
        disabled={!file || !kind}
        loading={upload.isPending}
        onClick={() => upload.mutate()}
        data-testid="tax-document-upload"
      >
        Upload
      </Button>
    </Group>
  );
}

function Actions({ d }: { d: TaxDocument }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteTaxDocument(d.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: documentsKey });
    },
    onError: notifyError,
  });
  return (
    <Button
      size="xs"
      color="red"
      variant="subtle"
      data-testid="tax-document-delete"
      onClick={() =>
        confirmAction({ message: `Delete ${d.file_name}?`, danger: true, onConfirm: () => remove.mutate() })
      }
    >
      Delete
    </Button>
  );
}

const COLUMNS: Column<TaxDocument>[] = [
  { key: 'kind', header: 'Document', render: (d) => KIND_LABELS[d.kind] },
  { key: 'state', header: 'State', render: (d) => d.state_code ?? '—' },
  {
    key: 'file',
    header: 'File',
    render: (d) => (
      <Anchor
        size="sm"
        onClick={() =>
          void downloadFile(`/api/v1/pharmacy/tax_documents/${d.id}`, d.file_name).catch(notifyError)
        }
      >
        {d.file_name}
      </Anchor>
    ),
  },
  { key: 'uploaded', header: 'Uploaded', render: (d) => formatDateTime(d.created_at), noWrap: true },
  { key: 'actions', header: '', render: (d) => <Actions d={d} /> },
];

export function TaxDocumentsPage() {
  const documents = useQuery(taxDocumentsQueryOptions());
  return (
    <Stack>
      <Title order={1}>Tax documents</Title>
      <UploadForm />
      <DataTable
        rows={documents.data?.data}
        rowKey={(d) => d.id}
        columns={COLUMNS}
        status={documents}
        empty={{
          title: 'No tax documents',
          description: 'Upload your tax-exempt and resale certificates here.',
          testId: 'tax-documents-empty',
        }}
        testId="tax-documents"
        loadingTestId="tax-documents-loading"
        rowTestId="tax-document-row"
        rowAttributes={(d) => ({ 'data-id': d.id })}
        minWidth={700}
      />
    </Stack>
  );
}
