import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../ui/notify.ts';
import { KIND_COLUMNS, KIND_LABELS, uploadImport, type ImportKind } from './imports-api.ts';

type Started = { id: string; message: string };

/**
 * The upload form of an import page (supplier-side §4 Import): the button is disabled while the
 * file is sent; on error the server's msg shows in the errors area and the button is enabled again.
 */
export function UploadForm({ kind, onStarted }: { kind: ImportKind; onStarted: (started: Started) => void }) {
  const form = useForm<{ file: File | null }>({
    initialValues: { file: null },
    // Product import file csv only (supplier-side §5); the server checks it again.
    validate: {
      file: (file) =>
        !file
          ? 'Please choose a CSV file to upload.'
          : /\.csv$/i.test(file.name)
            ? null
            : 'Please select a .csv file.',
    },
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImport(kind, chosen),
    onSuccess: onStarted,
  });

  function submit({ file }: { file: File | null }) {
    if (file) upload.mutate(file);
  }

  // The file's own problem and the server's answer share the errors area (§4 Import).
  const error = form.errors.file ?? (upload.isError ? errorMessageOf(upload.error) : null);
  return (
    <form onSubmit={form.onSubmit(submit, () => upload.reset())} data-testid="import-upload-form" noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {KIND_LABELS[kind]} file columns: <code>{KIND_COLUMNS[kind]}</code>
        </Text>
        <Group align="flex-end">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            {...form.getInputProps('file')}
            error={undefined} // shown in the errors area below, with the server's
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
