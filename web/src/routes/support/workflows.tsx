import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WorkflowsPage } from '../../features/workflows/index.ts';

// The URL is the state: the filter and the open workflow survive reloads and can be shared.
const WorkflowsSearchSchema = z.object({
  query: z.string().optional().catch(undefined),
  id: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/support/workflows')({
  validateSearch: WorkflowsSearchSchema,
  component: WorkflowsRoute,
});

function WorkflowsRoute() {
  const { query, id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkflowsPage
      query={query ?? ''}
      selectedId={id}
      onQueryChange={(next) => void navigate({ search: { query: next || undefined } })}
      onSelect={(next) => void navigate({ search: (prev) => ({ ...prev, id: next }) })}
    />
  );
}
