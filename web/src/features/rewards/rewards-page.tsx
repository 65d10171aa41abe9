/**
 * /pharmacy/rewards (pharmacy-side §2 "Rewards, paginated, filtered by prize type, with year filter
 * ?year="; §3 Reward): points, tier and message, the prizes with claim buttons (each asks first),
 * a cash claim to credit the next invoice, and the history table with its filters and pager.
 */
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCount } from '../../../../domain/rewards/format.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PagingFooter } from '../../ui/paging-footer.tsx';
import {
  claimCash,
  claimPrize,
  rewardsKey,
  rewardsQueryOptions,
  type PrizeType,
  type RewardEntry,
  type RewardPrize,
  type RewardsPage as Rewards,
  type RewardsParams,
} from './rewards-api.ts';

const PRIZE_TYPE_LABELS: Record<PrizeType, string> = {
  gift_card: 'Gift card',
  merchandise: 'Merchandise',
  cash: 'Cash',
};

const COLUMNS: Column<RewardEntry>[] = [
  { key: 'date', header: 'Date', render: (e) => formatDateTime(e.occurred_at), noWrap: true },
  { key: 'what', header: 'Activity', render: (e) => e.description },
  {
    key: 'type',
    header: 'Prize type',
    render: (e) => (e.prize_type ? PRIZE_TYPE_LABELS[e.prize_type] : '—'),
  },
  {
    key: 'points',
    header: 'Points',
    align: 'right',
    noWrap: true,
    render: (e) => (e.points > 0 ? `+${formatCount(e.points)}` : formatCount(e.points)),
  },
];

type Props = { params: RewardsParams; onParams: (next: Partial<RewardsParams>) => void };

/** A claim that, once done, refreshes the page and the header's points. */
function useClaim<T>(claim: (arg: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claim,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: rewardsKey });
    },
    onError: notifyError,
  });
}

function Summary({ rewards }: { rewards: Rewards }) {
  const isAdmin = useHasAdminRole();
  const cash = useClaim(claimCash);
  const enough = rewards.latest_reward_point >= rewards.cash_claim_minimum_points;
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Points
          </Text>
          <Text size="xl" fw={700} data-testid="rewards-points">
            {formatCount(rewards.latest_reward_point)}
          </Text>
          <Group gap="xs">
            <Badge data-testid="rewards-tier">{rewards.current_tier}</Badge>
            <Text size="sm" data-testid="rewards-message">
              {rewards.message}
            </Text>
          </Group>
          {rewards.credit_pending_cents > 0 && (
            <Text size="sm" data-testid="rewards-credit-pending">
              {`$${(rewards.credit_pending_cents / 100).toFixed(2)} credit waiting for your next invoice.`}
            </Text>
          )}
        </Stack>
        <Button
          disabled={!isAdmin || !enough}
          loading={cash.isPending}
          data-testid="rewards-claim-cash"
          onClick={() =>
            confirmAction({
              message: `Claim ${formatCount(rewards.latest_reward_point)} points as a ${rewards.cash_value} credit on your next invoice?`,
              onConfirm: () => cash.mutate(undefined),
            })
          }
        >
          {`Claim ${rewards.cash_value} as credit`}
        </Button>
      </Group>
    </Card>
  );
}

function Prizes({ prizes, points }: { prizes: RewardPrize[]; points: number }) {
  const isAdmin = useHasAdminRole();
  const claim = useClaim(claimPrize);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {prizes.map((prize) => (
        <Card key={prize.id} withBorder data-testid="reward-prize" data-id={prize.id}>
          <Stack gap={6}>
            <Text fw={600}>{prize.name}</Text>
            <Text size="sm" c="dimmed">
              {prize.description}
            </Text>
            <Text size="sm">{`${formatCount(prize.points_cost)} points`}</Text>
            <Button
              size="xs"
              disabled={!isAdmin || points < prize.points_cost}
              loading={claim.isPending && claim.variables === prize.id}
              data-testid="reward-prize-claim"
              onClick={() =>
                confirmAction({
                  message: `Claim ${prize.name} for ${formatCount(prize.points_cost)} points?`,
                  onConfirm: () => claim.mutate(prize.id),
                })
              }
            >
              Claim
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function RewardsPage({ params, onParams }: Props) {
  const rewards = useQuery(rewardsQueryOptions(params));
  const years = rewards.data?.years ?? [];
  return (
    <Stack>
      <Title order={1}>Rewards</Title>
      {rewards.data && <Summary rewards={rewards.data} />}
      {rewards.data && <Prizes prizes={rewards.data.prizes} points={rewards.data.latest_reward_point} />}
      <Group align="flex-end">
        <Title order={2} size="h3" style={{ flex: 1 }}>
          History
        </Title>
        <Select
          label="Prize type"
          placeholder="All"
          clearable
          w={180}
          data={Object.entries(PRIZE_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={params.prize_type ?? null}
          onChange={(value) => onParams({ prize_type: (value as PrizeType | null) ?? undefined, page: 1 })}
          data-testid="rewards-prize-type"
        />
        <Select
          label="Year"
          placeholder="All years"
          clearable
          w={140}
          data={[...new Set([...years, ...(params.year ? [params.year] : [])])].map(String)}
          value={params.year ? String(params.year) : null}
          onChange={(value) => onParams({ year: value ? Number(value) : undefined, page: 1 })}
          data-testid="rewards-year"
        />
      </Group>
      <DataTable
        rows={rewards.data?.history.data}
        rowKey={(e) => e.id}
        columns={COLUMNS}
        status={rewards}
        empty={{
          title: 'No rewards history',
          description: 'Pay invoices on or before their due date to earn a point for every dollar.',
          testId: 'rewards-history-empty',
        }}
        testId="rewards-history"
        loadingTestId="rewards-history-loading"
        rowTestId="rewards-history-row"
        rowAttributes={(e) => ({ 'data-kind': e.kind })}
        minWidth={600}
      />
      <PagingFooter
        total={rewards.data?.history.total ?? 0}
        noun="entry"
        page={params.page}
        perPage={params.per_page}
        onParams={onParams}
        testId="rewards-history"
      />
    </Stack>
  );
}
