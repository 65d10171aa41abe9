import { Alert, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { downloadFile, fetchFile } from '../api/download.ts';
import { errorMessageOf } from './notify.ts';

/**
 * A file the API serves, shown on the page (a PDF in a frame, an image as itself), with buttons to
 * open it in a new tab and to download it. The file is fetched with the session, so the buttons
 * work where a plain link would be refused (401: a link cannot send `Authorization: Web`).
 */
export function FilePreview({ path, fileName, testId }: { path: string; fileName: string; testId: string }) {
  const file = useQuery({ queryKey: ['file', path], queryFn: () => fetchFile(path), staleTime: Infinity });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Paper withBorder p="xs" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {fileName}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              disabled={!url}
              onClick={() => url && window.open(url, '_blank', 'noopener')}
              data-testid={`${testId}-open`}
            >
              Open in new tab
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => void downloadFile(path, fileName)}>
              Download
            </Button>
          </Group>
        </Group>
        {file.isPending && <Loader size="sm" />}
        {file.isError && <Alert color="red">{errorMessageOf(file.error)}</Alert>}
        {url && file.data?.type.startsWith('image/') && (
          <Image src={url} alt={fileName} mah={480} fit="contain" data-testid={`${testId}-image`} />
        )}
        {url && file.data?.type === 'application/pdf' && (
          <iframe
            src={url}
            title={fileName}
            style={{ width: '100%', height: 480, border: 0 }}
            data-testid={`${testId}-frame`}
          />
        )}
      </Stack>
    </Paper>
  );
}
