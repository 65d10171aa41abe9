import { Group, Switch, TextInput } from '@mantine/core';
import type { CookieFilters } from './cookie-filters.ts';

/** The hide-short-dates switch and the expiration-date filter above product lists. */
export function CookieFilterBar({
  filters,
  onChange,
  showShortDates = true,
}: {
  filters: CookieFilters;
  onChange: (next: Partial<CookieFilters>) => void;
  showShortDates?: boolean;
}) {
  return (
    <Group gap="lg" align="end">
      {showShortDates && (
        <Switch
          label="Hide short dates"
          checked={filters.hideShortDates}
          onChange={(event) => onChange({ hideShortDates: event.currentTarget.checked })}
          data-testid="filter-hide-short-dates"
        />
      )}
      <TextInput
        type="date"
        label="Expiring on or after"
        size="xs"
        value={filters.minExpiry ?? ''}
        onChange={(event) => onChange({ minExpiry: event.currentTarget.value || null })}
        data-testid="filter-expiration-date"
      />
    </Group>
  );
}
