import { Badge, Group, Text } from '@mantine/core';
import type { SupplierListing } from '../../products/index.ts';

type P2pSeller = NonNullable<SupplierListing['p2p']>;

/**
 * A pharmacy seller beside its listing (issue 13): its state, its rating (average of its buyers'
 * ratings and how many), and the proof-of-purchase and pedigree badges a buyable listing carries.
 */
export function P2pSellerBadges({ seller }: { seller: P2pSeller }) {
  const rating =
    seller.rating_average === null
      ? 'No ratings yet'
      : `★ ${seller.rating_average.toFixed(1)} (${seller.rating_count})`;
  return (
    <Group gap={4} wrap="wrap" data-testid="p2p-seller">
      <Badge size="xs" color="cyan" data-testid="badge-p2p">
        Pharmacy seller
      </Badge>
      {seller.seller_state && (
        <Text size="xs" c="dimmed" data-testid="p2p-seller-state">
          {seller.seller_state}
        </Text>
      )}
      <Text size="xs" data-testid="p2p-seller-rating">
        {rating}
      </Text>
      {seller.proof_of_purchase && (
        <Badge size="xs" variant="light" color="teal" data-testid="badge-proof">
          Proof of purchase
        </Badge>
      )}
      {seller.pedigree && (
        <Badge size="xs" variant="light" color="teal" data-testid="badge-pedigree">
          Pedigree
        </Badge>
      )}
    </Group>
  );
}
