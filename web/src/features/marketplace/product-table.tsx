import { Table, Text } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import { FavoriteStar } from '../favorites/favorite-star.tsx';
import type { FavoriteToggle, ProductSummary } from '../products/products-api.ts';
import { ProductBadges } from './product-badges.tsx';
import { AnchorLink } from '../products/product-link.tsx';

type ProductTableProps = {
  products: ProductSummary[];
  /** Show the favourite star column. */
  withFavorites?: boolean;
  favoritePage?: number;
  onFavoriteToggled?: (result: FavoriteToggle) => void;
};

/** Products with their best price ($0,0.00), number of suppliers and badges; names open the product page. */
export function ProductTable({
  products,
  withFavorites = true,
  favoritePage,
  onFavoriteToggled,
}: ProductTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover stickyHeader data-testid="product-table">
        <Table.Thead>
          <Table.Tr>
            {withFavorites && <Table.Th w={40} aria-label="Favorite" />}
            <Table.Th>Product</Table.Th>
            <Table.Th>NDC</Table.Th>
            <Table.Th>Package</Table.Th>
            <Table.Th>Manufacturer</Table.Th>
            <Table.Th ta="right">Best price</Table.Th>
            <Table.Th ta="right">Suppliers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id} data-testid="product-row">
              {withFavorites && (
                <Table.Td>
                  <FavoriteStar
                    productId={p.id}
                    marked={p.favorite}
                    {...(favoritePage ? { page: favoritePage } : {})}
                    {...(onFavoriteToggled ? { onToggled: onFavoriteToggled } : {})}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <AnchorLink to="/products/$id" params={{ id: p.id }} fw={500}>
                  {p.name} {p.strength}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {p.form}
                </Text>
                <ProductBadges
                  deal={p.deal}
                  promo={p.promo}
                  shortDated={p.short_dated}
                  isBrand={p.is_brand}
                />
              </Table.Td>
              <Table.Td>{p.ndc}</Table.Td>
              <Table.Td>{p.package_size}</Table.Td>
              <Table.Td>{p.manufacturer}</Table.Td>
              <Table.Td ta="right">
                {p.best_price_cents === null ? '—' : formatCents(p.best_price_cents)}
              </Table.Td>
              <Table.Td ta="right">{p.supplier_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
