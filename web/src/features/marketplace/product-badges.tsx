import { Badge, Group } from '@mantine/core';

/** Deal, promotion, short-dated and brand/generic badges of a product or listing. */
export function ProductBadges({
  deal,
  promo,
  shortDated,
  isBrand,
}: {
  deal?: boolean;
  promo?: boolean;
  shortDated?: boolean;
  isBrand?: boolean;
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
      {shortDated && (
        <Badge size="xs" color="red" variant="light" data-testid="badge-short-dated">
          Short-dated
        </Badge>
      )}
    </Group>
  );
}
