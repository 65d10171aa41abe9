import { Button, Drawer, Group, Stack, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { workflowsQueryOptions } from '../../api/support-workflows.ts';
import { WorkflowDetails } from './workflow-details.tsx';
import { WorkflowsTable } from './workflows-table.tsx';

type WorkflowsPageProps = {
  query: string;
  selectedId: string | undefined;
  onQueryChange: (query: string) => void;
  onSelect: (workflowId: string | undefined) => void;
};

/** Support console over Temporal: list by visibility query, open one to inspect, signal or cancel. */
export function WorkflowsPage({ query, selectedId, onQueryChange, onSelect }: WorkflowsPageProps) {
  const [draft, setDraft] = useState(query);
  const workflows = useInfiniteQuery(workflowsQueryOptions(query));

  return (
    <Stack>
      <Title order={1}>Workflows</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onQueryChange(draft.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Visibility query"
            placeholder="WorkflowType = 'orderWorkflow' AND ExecutionStatus = 'Running'"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="workflows-query"
          />
          <Button type="submit">Filter</Button>
        </Group>
      </form>
      <WorkflowsTable workflows={workflows} selectedId={selectedId} onSelect={onSelect} />
      {workflows.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={workflows.isFetchingNextPage}
            onClick={() => void workflows.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
      <Drawer
        opened={selectedId !== undefined}
        onClose={() => onSelect(undefined)}
        position="right"
        size="xl"
        title="Workflow details"
      >
        {selectedId && <WorkflowDetails workflowId={selectedId} />}
      </Drawer>
    </Stack>
  );
}
