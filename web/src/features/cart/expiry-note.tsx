import { Badge, Group, Text } from '@mantine/core';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';

/**
 * A line's expiry and the short-dated mark (issue 10: cart and checkout show each line's expiry),
 * both decided by the server on the account's day.
 */
export function ExpiryNote({ expiry, shortDated }: { expiry: string | null; shortDated: boolean }) {
  if (!expiry) return null;
  return (
    <Group gap={4} data-testid="line-expiry">
      <Text size="xs" c={shortDated ? 'red' : 'dimmed'}>
        Exp. {formatUsDate(expiry)}
      </Text>
      {shortDated && (
        <Badge size="xs" color="red" variant="light" data-testid="badge-short-dated">
          Short-dated
        </Badge>
      )}
    </Group>
  );
}
