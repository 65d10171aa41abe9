/**
 * What a licence's expiry does, said plainly on the licences page (issue 21: a new user could not
 * tell). Each sentence is what the product does: the daily watch's warnings
 * (domain/licences/licence-watch.ts WARNING_DAYS), the 'expiring' status (licence-status.ts), the
 * hold checkout and the p2p listing queries compute, the suppliers told, and the renewal's approval.
 */
import { List, Paper, Title } from '@mantine/core';
import { EXPIRING_SOON_DAYS } from '../../../../domain/licences/licence-status.ts';
import { WARNING_DAYS } from '../../../../domain/licences/licence-watch.ts';

export function LicenceExpiryNote() {
  return (
    <Paper withBorder p="md" data-testid="licence-expiry-explained">
      <Title order={2} size="h4" mb="xs">
        What happens when a licence expires
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          A licence is valid through its expiry date. It shows as expiring in its last {EXPIRING_SOON_DAYS}{' '}
          days, and we notify you {WARNING_DAYS.join(' and ')} days before it expires.
        </List.Item>
        <List.Item>
          From the day after the expiry date, your account is on hold: checkout refuses your orders (from
          wholesalers and from other pharmacies), and if you sell to other pharmacies, buyers no longer see
          your listings.
        </List.Item>
        <List.Item>
          Wholesalers that have you as an approved customer and asked to hear of licence updates are told that
          your licence expired.
        </List.Item>
        <List.Item>
          To lift the hold, upload the renewed licence with its new expiry date below. Support reviews it, and
          the hold lifts as soon as it is approved.
        </List.Item>
      </List>
    </Paper>
  );
}
