import { Button, Group, Menu, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatRange, parseRange, rangePresets } from '../../../../domain/orders/date-range.ts';

type DateRangeFilterProps = {
  /** The URL's range (plus signs read as spaces); undefined shows an empty filter. */
  value: string | undefined;
  onChange: (range: string | undefined) => void;
};

/** Today's calendar date where the user is, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The orders date-range filter (pharmacy-side §2 range, §9 presets): the spec's presets Today,
 * Yesterday, Last 7 Days, Last 30 Days, This Month and Last Month, or a typed 'MM/DD/YYYY -
 * MM/DD/YYYY'. Choosing navigates with ?range= set; the field is pre-filled from the URL, else empty.
 */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const fromUrl = value?.replaceAll('+', ' ') ?? '';
  const [text, setText] = useState(fromUrl);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(fromUrl);
    setError(null);
  }, [fromUrl]);

  function apply() {
    if (text.trim() === '') return onChange(undefined);
    const range = parseRange(text);
    if (!range) return setError('Enter a range as MM/DD/YYYY - MM/DD/YYYY');
    setError(null);
    onChange(formatRange(range));
  }

  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label="Date range"
        placeholder="MM/DD/YYYY - MM/DD/YYYY"
        w={250}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => text !== fromUrl && apply()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        data-testid="orders-range"
      />
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <Button variant="default" data-testid="orders-range-presets">
            Presets
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {rangePresets(localToday()).map((preset) => (
            <Menu.Item
              key={preset.label}
              onClick={() => onChange(formatRange(preset))}
              data-testid={`range-preset-${preset.label}`}
            >
              {preset.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {value && (
        <Button variant="subtle" onClick={() => onChange(undefined)} data-testid="orders-range-clear">
          Clear
        </Button>
      )}
    </Group>
  );
}
