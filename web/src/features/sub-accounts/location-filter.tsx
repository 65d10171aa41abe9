import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { groupLocationsQueryOptions } from '../../api/sub-accounts.ts';

/**
 * A master's filter of its group's orders, invoices and balance by store (issue 23); shown only
 * when the caller has more than one location to tell apart.
 */
export function LocationFilter({
  value,
  onChange,
  testId = 'orders-location-filter',
  w = 260,
  withinPortal = true,
}: {
  value?: string | undefined;
  onChange: (id?: string) => void;
  testId?: string;
  w?: number;
  /** false inside a popover, whose outside-click would otherwise close it on picking an option */
  withinPortal?: boolean;
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
      w={w}
      comboboxProps={{ withinPortal }}
      data-testid={testId}
    />
  );
}
