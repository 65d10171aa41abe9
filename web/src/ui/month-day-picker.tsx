import { Group, Select } from '@mantine/core';
import { isMonthDay, monthDayOf, MONTH_NAMES } from '../../../domain/shipping/holidays.ts';

type MonthDayPickerProps = {
  /** 'MM-DD', or '' when none is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  /** Shown above the month (and 'Day' above the day); without it the selects are named Month and Day. */
  label?: string;
  testId: string;
};

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** Days of a month in a leap year, so February 29 can be chosen (a yearly holiday). */
function daysIn(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/**
 * A yearly holiday's date as month and day only (supplier-side §2 "a date picker showing month and
 * day only"), for every seller's holidays; its value is the shipping model's 'MM-DD'. Choosing a
 * month keeps the day when the month has it, else its last day, and starts at the 1st.
 */
export function MonthDayPicker({ value, onChange, error, label, testId }: MonthDayPickerProps) {
  const chosen = isMonthDay(value);
  const month = chosen ? Number(value.slice(0, 2)) : null;
  const day = chosen ? Number(value.slice(3, 5)) : null;
  const dayOptions = Array.from({ length: daysIn(month ?? 1) }, (_, i) => String(i + 1));
  const change = (nextMonth: number | null, nextDay: number | null) => {
    if (nextMonth === null) return;
    onChange(monthDayOf({ month: nextMonth, day: Math.min(nextDay ?? 1, daysIn(nextMonth)) }));
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid={testId}>
      <Select
        label={label}
        aria-label={label ?? 'Month'}
        placeholder="Month"
        data={MONTH_OPTIONS}
        value={month === null ? null : String(month)}
        onChange={(v) => change(v === null ? null : Number(v), day)}
        error={error}
        allowDeselect={false}
        w={150}
        data-testid={`${testId}-month`}
      />
      <Select
        label={label ? 'Day' : undefined}
        aria-label="Day"
        placeholder="Day"
        data={dayOptions}
        value={day === null ? null : String(day)}
        onChange={(v) => change(month, v === null ? null : Number(v))}
        disabled={month === null}
        error={error ? true : undefined}
        allowDeselect={false}
        w={80}
        data-testid={`${testId}-day`}
      />
    </Group>
  );
}
