import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { errorMessageOf } from './notify.ts';

type ErrorPageProps = {
  error?: unknown;
  onRetry: () => void;
};

/** What a crashed page shows: the router's errorComponent and the top-level boundary. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const detail = error === undefined ? undefined : errorMessageOf(error);
  return (
    <Center mih="60vh" data-testid="error-page">
      <Stack align="center" gap="sm">
        <Title order={1}>Something went wrong</Title>
        {detail && detail !== 'Something went wrong' && <Text c="dimmed">{detail}</Text>}
        <Button onClick={onRetry}>Retry</Button>
      </Stack>
    </Center>
  );
}
