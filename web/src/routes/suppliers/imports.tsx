import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { IMPORT_KINDS, ImportsPage } from '../../features/imports/index.ts';

// The URL is the state: the kind of import and the job being followed survive a reload.
const ImportsSearchSchema = z.object({
  kind: z.enum(IMPORT_KINDS).catch('inventory').default('inventory'),
  job: z.uuid().optional().catch(undefined),
});

export const Route = createFileRoute('/suppliers/imports')({
  validateSearch: ImportsSearchSchema,
  component: ImportsRoute,
});

function ImportsRoute() {
  const params = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <ImportsPage
      params={params}
      accountId={session.account.id}
      onParams={(search) => void navigate({ search })}
    />
  );
}
