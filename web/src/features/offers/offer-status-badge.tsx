import { Badge } from '@mantine/core';
import type { OfferStatus } from './offers-api.ts';

/** The spec does not name offer statuses (§3); these are our labels. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  counter_accepted: 'Counter accepted',
  counter_skipped: 'Counter skipped',
  cancelled: 'Cancelled',
  cancellation_requested: 'Cancellation requested',
  expired: 'Expired',
};

const COLORS: Record<OfferStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'red',
  countered: 'orange',
  counter_accepted: 'green',
  counter_skipped: 'gray',
  cancelled: 'gray',
  cancellation_requested: 'yellow',
  expired: 'gray',
};

/** An offer's status as a coloured badge. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="offer-status" data-status={status}>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
