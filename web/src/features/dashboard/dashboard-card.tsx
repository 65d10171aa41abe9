import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { fullNameOf, type Session } from '../../api/session.ts';

const kindLabels = { pharmacy: 'Pharmacy', supplier: 'Supplier', support: 'Support' } as const;

/** The welcome card of every dashboard: who is signed in, for which account. */
export function DashboardCard({ session }: { session: Session }) {
  const name = fullNameOf(session.user);
  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      <Card withBorder radius="md" padding="lg" maw={560} data-testid="dashboard-card">
        <Stack gap="xs">
          <Title order={3}>Welcome, {name}</Title>
          <Group gap="xs">
            <Text fw={500} data-testid="dashboard-account-name">
              {session.account.name}
            </Text>
            <Badge variant="light">{kindLabels[session.account.kind]}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Signed in as {session.user.email}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
