import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { isApiError } from './api/client.ts';
import { routeTree } from './routeTree.gen.ts';
import { RouteErrorPage } from './ui/route-error-page.tsx';
import { NotFoundPage } from './ui/not-found-page.tsx';
import { PageLoader } from './ui/page-loader.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 4xx answers are decisions, not hiccups: retrying them only delays the message.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
