import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import type { BundleSender, ListingChoice } from './bundle-offer-form.ts';
import {
  LISTING_SEARCH_MIN,
  listingSearchQueryOptions,
  p2pListingSearchQueryOptions,
} from './bundle-offers-api.ts';

type ListingPickerProps = {
  /** A supplier's listings, or a p2p seller's (only those with their proof on file can be sold). */
  sender: BundleSender;
  /** Listings already in the bundle: shown disabled. */
  chosenIds: string[];
  onPick: (listing: ListingChoice) => void;
  error?: string | undefined;
};

/** Searches the supplier's own active listings by name, SKU or NDC; picking one adds it as a variant. */
export function ListingPicker({ sender, chosenIds, onPick, error }: ListingPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching = debounced.length >= LISTING_SEARCH_MIN;
  const supplierQuery = useQuery({
    ...listingSearchQueryOptions(debounced),
    enabled: searching && sender === 'supplier',
  });
  const p2pQuery = useQuery({
    ...p2pListingSearchQueryOptions(debounced),
    enabled: searching && sender === 'p2p',
  });
  const query = sender === 'p2p' ? p2pQuery : supplierQuery;
  const rows = debounced.length >= LISTING_SEARCH_MIN ? (query.data?.data ?? []) : [];
  const data = rows.map((r) => ({
    value: r.id,
    label: `${r.name} ${r.strength} · ${r.package_size} · NDC ${r.ndc} · ${formatCents(r.price_cents)}`,
    disabled: chosenIds.includes(r.id),
  }));

  function pick(id: string | null) {
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    onPick({
      id: row.id,
      name: row.name,
      strength: row.strength,
      package_size: row.package_size,
      ndc: row.ndc,
      price_cents: row.price_cents,
    });
    setSearch('');
  }

  return (
    <Select
      label="Add a product"
      description="Search your active listings by name or NDC."
      placeholder="Name or NDC"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={pick}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={
        debounced.length < LISTING_SEARCH_MIN
          ? `Type at least ${LISTING_SEARCH_MIN} characters.`
          : query.isFetching
            ? 'Searching…'
            : 'No active listing matches.'
      }
      error={error}
      data-testid="bundle-listing-search"
    />
  );
}
