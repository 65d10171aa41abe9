import { Card, Center, List, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../domain/money.ts';
import { recentlyViewedQueryOptions } from './products-api.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';

/** The pharmacy dashboard's recently viewed products (pharmacy-side §2, dashboard tour step). */
export function RecentlyViewedCard() {
  const query = useQuery(recentlyViewedQueryOptions());
  return (
    <Card withBorder radius="md" padding="lg" maw={560} data-testid="recently-viewed">
      <Title order={3} mb="sm">
        Recently viewed
      </Title>
      {query.isPending && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
      {query.isError && <Text c="red">Could not load recently viewed products.</Text>}
      {query.data && query.data.data.length === 0 && <Text c="dimmed">Products you open appear here.</Text>}
      {query.data && query.data.data.length > 0 && (
        <List spacing={4} listStyleType="none">
          {query.data.data.map((p) => (
            <List.Item key={p.id}>
              <AnchorLink to="/products/$id" params={{ id: p.id }}>
                {p.name} {p.strength}
              </AnchorLink>{' '}
              <Text span size="xs" c="dimmed">
                {p.ndc} ·{' '}
                {p.best_price_cents === null ? 'not in stock' : `from ${formatCents(p.best_price_cents)}`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
