import { Badge, Group } from '@mantine/core';

/** Deal, promotion, pharmacy-seller, short-dated and brand/generic badges of a product or listing. */
export function ProductBadges({
  deal,
  promo,
  shortDated,
  isBrand,
  p2pSellers,
}: {
  deal?: boolean;
  promo?: boolean;
  shortDated?: boolean;
  isBrand?: boolean;
  /** How many pharmacy sellers (p2p) offer it. */
  p2pSellers?: number;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {isBrand !== undefined && (
        <Badge size="xs" variant="outline" color={isBrand ? 'grape' : 'gray'}>
          {isBrand ? 'Brand' : 'Generic'}
        </Badge>
      )}
      {deal && (
        <Badge size="xs" color="green" data-testid="badge-deal">
          Deal
        </Badge>
      )}
      {promo && (
        <Badge size="xs" color="orange" data-testid="badge-promo">
          Promo
        </Badge>
      )}
      {p2pSellers !== undefined && p2pSellers > 0 && (
        <Badge size="xs" color="cyan" variant="light" data-testid="badge-p2p-sellers">
          {p2pSellers === 1 ? '1 pharmacy seller' : `${p2pSellers} pharmacy sellers`}
        </Badge>
      )}
      {shortDated && (
        <Badge size="xs" color="red" variant="light" data-testid="badge-short-dated">
          Short-dated
        </Badge>
      )}
    </Group>
  );
}
