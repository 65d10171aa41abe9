import { Group, Select } from '@mantine/core';
import { formatHoliday, MONTH_NAMES, parseHoliday } from '../../../../domain/shipping/holidays.ts';

type MonthDayPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  label: string;
  testId: string;
};

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** Days of a month in a leap year, so February 29 can be chosen (a yearly holiday). */
function daysIn(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/**
 * A date picker showing month and day only (supplier-side §2 Shipping settings: holiday rows), whose
 * value is the 'Month DD' text of the holiday format (§5).
 */
export function MonthDayPicker({ value, onChange, error, label, testId }: MonthDayPickerProps) {
  const parsed = parseHoliday(value);
  const month = parsed?.month ?? null;
  const day = parsed?.day ?? null;
  const dayOptions = Array.from({ length: daysIn(month ?? 1) }, (_, i) => String(i + 1));
  const change = (nextMonth: number | null, nextDay: number | null) => {
    if (nextMonth === null) return;
    const clamped = Math.min(nextDay ?? 1, daysIn(nextMonth));
    onChange(formatHoliday({ month: nextMonth, day: clamped }));
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Select
        label={label}
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
        label="Day"
        aria-label={`${label} day`}
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
