/**
 * The date-range filter of every list and report (pharmacy-side §2 range, §9; supplier-side §3–§5,
 * §9): a two-month calendar with the spec's presets (Today, Yesterday, Last 7 Days, Last 30 Days,
 * This Month, Last Month), shown MM/DD/YYYY, applied only once a start and an end not before it
 * are chosen; the value travels as 'MM/DD/YYYY - MM/DD/YYYY' in the URL's `range`. "Today" is the
 * account's today, in the account's time zone.
 */
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { formatRange, parseRange, rangePresets } from '../../../domain/orders/date-range.ts';
import { isoDateIn } from '../../../domain/zoned-dates.ts';

type DateRangePickerProps = {
  /** The URL's range (plus signs read as spaces); undefined shows an empty filter. */
  value: string | undefined;
  onChange: (range: string | undefined) => void;
  /** The account's IANA time zone (the browser's until it is known). */
  timeZone?: string | undefined;
  /** The input's test id; each preset is `range-preset-<label>`. */
  testId: string;
  label?: string;
};

type Draft = DatesRangeValue<string>;

function draftOf(value: string | undefined): Draft {
  const range = value ? parseRange(value) : null;
  return range ? [range.start, range.end] : [null, null];
}

export function DateRangePicker({
  value,
  onChange,
  timeZone,
  testId,
  label = 'Date range',
}: DateRangePickerProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  useEffect(() => setDraft(draftOf(value)), [value]);
  const today = isoDateIn(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const presets = rangePresets(today).map((preset) => ({
    value: [preset.start, preset.end] as [string, string],
    label: <span data-testid={`range-preset-${preset.label}`}>{preset.label}</span>,
  }));

  function change(next: Draft) {
    setDraft(next);
    const [start, end] = next;
    if (start && end) onChange(formatRange({ start, end }));
    else if (!start && !end) onChange(undefined);
  }

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="MM/DD/YYYY - MM/DD/YYYY"
      valueFormat="MM/DD/YYYY"
      labelSeparator="-"
      value={draft}
      onChange={change}
      presets={presets}
      numberOfColumns={2}
      allowSingleDateInRange
      clearable
      w={260}
      data-testid={testId}
    />
  );
}
