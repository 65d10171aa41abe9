import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from './notify.ts';

/**
 * A page section over one query: a loader while it is pending, the error in a red alert with its
 * title when it failed, else what `children` draws from the data.
 */
export function QueryContent<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Center py="xl" aria-busy="true" aria-label="Loading">
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={errorTitle}>
        {errorMessageOf(query.error)}
      </Alert>
    );
  return children(query.data);
}
