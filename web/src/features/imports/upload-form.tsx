import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../ui/notify.ts';
import { KIND_COLUMNS, KIND_LABELS, uploadImport, type ImportKind } from './imports-api.ts';

type Started = { id: string; message: string };

/**
 * The upload form of an import page (supplier-side §4 Import): the button is disabled while the
 * file is sent; on error the server's msg shows in the errors area and the button is enabled again.
 */
export function UploadForm({ kind, onStarted }: { kind: ImportKind; onStarted: (started: Started) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImport(kind, chosen),
    onSuccess: onStarted,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    upload.reset();
    // Product import file csv only (supplier-side §5); the server checks it again.
    if (!file) return setLocalError('Please choose a CSV file to upload.');
    if (!/\.csv$/i.test(file.name)) return setLocalError('Please select a .csv file.');
    setLocalError(null);
    upload.mutate(file);
  }

  const error = localError ?? (upload.isError ? errorMessageOf(upload.error) : null);
  return (
    <form onSubmit={submit} data-testid="import-upload-form" noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {KIND_LABELS[kind]} file columns: <code>{KIND_COLUMNS[kind]}</code>
        </Text>
        <Group align="flex-end">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            style={{ flex: 1, maxWidth: 420 }}
            data-testid="import-file"
          />
          <Button
            type="submit"
            disabled={upload.isPending}
            loading={upload.isPending}
            data-testid="import-upload"
          >
            Upload
          </Button>
        </Group>
        {error && (
          <Alert color="red" title="The file was not imported" data-testid="import-errors-area" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
