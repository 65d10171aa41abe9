/** The rewards page's calls (pharmacy-side §7 GET /pharmacy/rewards, POST /reward/{id}/claim, /reward/claim_cash). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type RewardsPage = Schema<'RewardsPage'>;
export type RewardEntry = Schema<'RewardEntry'>;
export type RewardPrize = Schema<'RewardPrize'>;
export type PrizeType = RewardPrize['prize_type'];

/** The page's URL search: history page, rows per page, prize type and year. */
export type RewardsParams = {
  page: number;
  per_page: number;
  prize_type?: PrizeType | undefined;
  year?: number | undefined;
};

export const rewardsKey = ['rewards'] as const;

export const rewardsQueryOptions = (params: RewardsParams) =>
  queryOptions({
    queryKey: [...rewardsKey, params],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/pharmacy/rewards', {
          params: { query: { ...params, per_page: params.per_page as 10 | 25 | 50 | 100 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The header's points: the page's first rows, only for the balance. */
export const rewardPointsQueryOptions = () =>
  queryOptions({
    queryKey: [...rewardsKey, 'points'],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/rewards', { params: { query: { per_page: 10 } }, signal })),
    select: (page) => page.latest_reward_point,
    retry: false,
  });

export const claimPrize = (id: string) =>
  data(apiClient.POST('/api/v1/reward/{id}/claim', { params: { path: { id } } }));

export const claimCash = () => data(apiClient.POST('/api/v1/reward/claim_cash', {}));
