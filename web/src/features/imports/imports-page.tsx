import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_KINDS, importJobsKey, KIND_LABELS, type ImportKind } from './imports-api.ts';
import { JobProgress } from './job-progress.tsx';
import { RecentJobs } from './recent-jobs.tsx';
import { UploadForm } from './upload-form.tsx';

type Params = { kind: ImportKind; job?: string | undefined };

/**
 * The supplier's import pages (supplier-side §2 Imports): inventory and the three rule imports,
 * each an upload form, an errors area and the job-started notice; then the job's live progress.
 */
export function ImportsPage({
  params,
  accountId,
  onParams,
}: {
  params: Params;
  accountId: string;
  onParams: (next: Params) => void;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ jobId: string; message: string } | null>(null);

  return (
    <Stack maw={1000}>
      <Title order={1}>Imports</Title>
      <SegmentedControl
        aria-label="Kind of import"
        value={params.kind}
        onChange={(kind) => onParams({ kind })}
        data={IMPORT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        data-testid="import-kind"
      />
      <Paper withBorder p="md">
        {params.job ? (
          <Stack>
            <JobProgress
              jobId={params.job}
              accountId={accountId}
              notice={notice?.jobId === params.job ? notice.message : undefined}
            />
            <Button
              variant="light"
              w="fit-content"
              onClick={() => onParams({ kind: params.kind })}
              data-testid="import-another"
            >
              Start another import
            </Button>
          </Stack>
        ) : (
          <Stack>
            <Text fw={500}>Upload a {KIND_LABELS[params.kind].toLowerCase()} file</Text>
            <UploadForm
              kind={params.kind}
              onStarted={(started) => {
                setNotice({ jobId: started.id, message: started.message });
                void queryClient.invalidateQueries({ queryKey: importJobsKey });
                onParams({ kind: params.kind, job: started.id });
              }}
            />
          </Stack>
        )}
      </Paper>
      <RecentJobs onOpen={(job) => onParams({ kind: params.kind, job })} />
    </Stack>
  );
}
