import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage } from './error-page.tsx';

/** The router's errorComponent: Retry re-runs the route's loaders and failed queries. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  return (
    <ErrorPage
      error={error}
      onRetry={() => {
        queryErrorResetBoundary.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
