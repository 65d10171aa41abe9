/**
 * The header's latest points (issue 23 "The header shows the latest points"), fresh from the
 * account's /cable stream: a claim or an invoice paid on time ('rewards.changed') refetches them.
 */
import { Anchor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../../domain/rewards/format.ts';
import { meQueryOptions } from '../../api/session.ts';
import { useCable } from '../../realtime/use-cable.ts';
import { rewardPointsQueryOptions, rewardsKey } from './rewards-api.ts';

const isRewardsEvent = (data: unknown) =>
  !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'rewards.changed';

export function HeaderPoints() {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const points = useQuery(rewardPointsQueryOptions());
  const accountId = me.data?.account.id;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: rewardsKey });
  useCable(accountId ? { channel: 'AccountChannel', account_id: accountId } : null, {
    received(data) {
      if (isRewardsEvent(data)) refresh();
    },
    connected: refresh,
  });
  if (points.data === undefined) return null;
  return (
    <Anchor component={Link} to="/pharmacy/rewards" size="sm" data-testid="header-reward-points">
      {`${formatCount(points.data)} pts`}
    </Anchor>
  );
}
