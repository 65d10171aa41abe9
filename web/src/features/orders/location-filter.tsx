import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { groupLocationsQueryOptions } from '../../api/sub-accounts.ts';

/**
 * A master's filter of its group's orders by store (issue 23); shown only when the caller has more
 * than one location to tell apart.
 */
export function LocationFilter({
  value,
  onChange,
}: {
  value?: string | undefined;
  onChange: (id?: string) => void;
}) {
  const { data: locations = [] } = useQuery(groupLocationsQueryOptions());
  if (locations.length < 2) return null;
  return (
    <Select
      label="Location"
      placeholder="All locations"
      clearable
      data={locations.map((l) => ({ value: l.id, label: l.name }))}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      w={260}
      data-testid="orders-location-filter"
    />
  );
}
