import { Group, Select } from '@mantine/core';
import { MONTH_NAMES } from '../../../../../domain/shipping/holidays.ts';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A yearly holiday's date as month and day only (supplier-side §2 "a date picker showing month and
 * day only"), kept as 'MM-DD'.
 */
export function MonthDayPicker({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  testId?: string;
}) {
  const [month = '', day = ''] = value.split('-');
  const days = DAYS_IN_MONTH[Number(month) - 1] ?? 31;
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      <Select
        aria-label="Month"
        placeholder="Month"
        w={140}
        data={MONTH_NAMES.map((name, i) => ({ value: pad(i + 1), label: name }))}
        value={month || null}
        onChange={(m) => onChange(`${m ?? ''}-${day}`)}
        error={error}
      />
      <Select
        aria-label="Day"
        placeholder="Day"
        w={80}
        data={Array.from({ length: days }, (_, i) => pad(i + 1))}
        value={day || null}
        onChange={(d) => onChange(`${month}-${d ?? ''}`)}
      />
    </Group>
  );
}
