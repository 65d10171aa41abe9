import { Center, Loader } from '@mantine/core';

/** The router's pending component: shown while a route's loader runs. */
export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
