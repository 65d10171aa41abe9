import { Group, SegmentedControl, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  marketplaceQueryOptions,
  CookieFilterBar,
  useCookieFilters,
  ProductTable,
} from '../products/index.ts';
import type { MarketplaceSearchParams } from './marketplace-search.ts';

type MarketplacePageProps = {
  title: string;
  /** 'deals' lists listings marked deal; short-dated mode is the short_date flag of the search. */
  mode: 'all' | 'deals';
  search: MarketplaceSearchParams;
  onSearchChange: (next: Partial<MarketplaceSearchParams>) => void;
};

/** The marketplace result list: keywords, sort, cookie filters, pages of products. */
export function MarketplacePage({ title, mode, search, onSearchChange }: MarketplacePageProps) {
  const [filters, setFilters] = useCookieFilters();
  const [keywords, setKeywords] = useState(search.keywords ?? search.ndc ?? '');
  const query = useQuery(marketplaceQueryOptions(mode, { ...search }, filters));

  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Group justify="space-between" align="end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const text = keywords.trim();
            const isNdc = /^[\d\s-]+$/.test(text) && text.length > 0;
            onSearchChange({
              keywords: isNdc ? undefined : text || undefined,
              ndc: isNdc ? text : undefined,
              page: 1,
            });
          }}
        >
          <TextInput
            label="Keywords or NDC"
            value={keywords}
            onChange={(e) => setKeywords(e.currentTarget.value)}
            w={280}
            data-testid="marketplace-keywords"
          />
        </form>
        <Switch
          label="Pharmacy-to-pharmacy only"
          checked={search.p2p_only === true}
          onChange={(event) =>
            onSearchChange({ p2p_only: event.currentTarget.checked || undefined, page: 1 })
          }
          data-testid="p2p-only-switch"
        />
        <SegmentedControl
          aria-label="Sort by"
          value={`${search.sort}:${search.direction}`}
          onChange={(value) => {
            const [sort, direction] = value.split(':') as [
              MarketplaceSearchParams['sort'],
              MarketplaceSearchParams['direction'],
            ];
            onSearchChange({ sort, direction, page: 1 });
          }}
          data={[
            { label: 'Name', value: 'name:asc' },
            { label: 'Lowest price', value: 'price:asc' },
            { label: 'Most suppliers', value: 'suppliers:desc' },
          ]}
        />
      </Group>
      <CookieFilterBar filters={filters} onChange={setFilters} showShortDates={!search.short_date} />
      <ProductTable
        products={query}
        page={search.page}
        onPage={(page) => onSearchChange({ page })}
        empty={{
          title: 'No products',
          description: 'No products match. Try other keywords or clear the filters.',
          testId: 'marketplace-empty',
        }}
      />
    </Stack>
  );
}
