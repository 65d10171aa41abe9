import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../api/session.ts';
import { groupLocationsQueryOptions, subAccountsQueryOptions } from '../../api/sub-accounts.ts';
import { formatCents } from '../../../../domain/money.ts';
import { CreateSubAccountForm } from './create-sub-account-form.tsx';
import { LinkLocation } from './link-location.tsx';
import { SpendLimitForm } from './spend-limit-form.tsx';

const limitText = (cents: number | null) => (cents === null ? 'no limit' : formatCents(cents));

/**
 * A master pharmacy's sub-accounts (pharmacy-side §6; issue 23): each store's buyer with the
 * stores linked to it and its spend limits, and the form for a new one.
 */
export function SubAccountsPage() {
  const { data: subs } = useSuspenseQuery(subAccountsQueryOptions());
  const { data: locations } = useSuspenseQuery(groupLocationsQueryOptions());
  const me = useQuery(meQueryOptions());
  return (
    <Stack maw={1000}>
      <Title order={1}>Sub-accounts</Title>
      <Text c="dimmed">
        Each store of your group can have its own buyer. Orders over a buyer’s spend limit wait for your
        approval.
      </Text>
      {subs.length === 0 && <Text>No sub-accounts yet.</Text>}
      {subs.map((sub) => (
        <Card key={sub.user_id} withBorder data-testid="sub-account-card">
          <Stack gap="xs">
            <Text fw={600}>{sub.business_legal_name}</Text>
            <Text size="sm">
              {sub.first_name} {sub.last_name} · {sub.email}
            </Text>
            <Text size="sm" data-testid="sub-account-stores">
              Stores: {sub.locations.map((l) => l.name).join(', ') || 'none linked yet'}
            </Text>
            <Text size="sm">
              Per order: {limitText(sub.spend_limit.per_order_cents)} · per month:{' '}
              {limitText(sub.spend_limit.per_month_cents)}
            </Text>
            <LinkLocation sub={sub} locations={locations} />
            <SpendLimitForm sub={sub} />
          </Stack>
        </Card>
      ))}
      <Title order={2}>New sub-account</Title>
      {me.data && <CreateSubAccountForm masterUserId={me.data.user.id} />}
    </Stack>
  );
}
