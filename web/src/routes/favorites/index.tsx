import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FavoritesPage } from '../../features/favorites/index.ts';

export const Route = createFileRoute('/favorites/')({
  validateSearch: z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) }),
  component: function FavoritesRoute() {
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <FavoritesPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
  },
});
