import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCents } from '../../../../domain/money.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import type { FavoriteToggle, ProductSummary } from './products-api.ts';
import { ProductBadges } from './product-badges.tsx';
import { AnchorLink } from '../../ui/anchor-link.tsx';

type Favorites = { page?: number | undefined; onToggled?: ((result: FavoriteToggle) => void) | undefined };

function columns(favorites: Favorites): Column<ProductSummary>[] {
  return [
    {
      key: 'favorite',
      header: '',
      width: 40,
      render: (p) => (
        <FavoriteStar
          productId={p.id}
          marked={p.favorite}
          {...(favorites.page ? { page: favorites.page } : {})}
          {...(favorites.onToggled ? { onToggled: favorites.onToggled } : {})}
        />
      ),
    },
    {
      key: 'product',
      header: 'Product',
      render: (p) => (
        <>
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
            p2pSellers={p.p2p_seller_count}
          />
        </>
      ),
    },
    { key: 'ndc', header: 'NDC', render: (p) => p.ndc },
    { key: 'package', header: 'Package', render: (p) => p.package_size },
    { key: 'manufacturer', header: 'Manufacturer', render: (p) => p.manufacturer },
    {
      key: 'best_price',
      header: 'Best price',
      align: 'right',
      render: (p) => (p.best_price_cents === null ? '—' : formatCents(p.best_price_cents)),
    },
    { key: 'suppliers', header: 'Suppliers', align: 'right', render: (p) => p.supplier_count },
  ];
}

type ProductPage = { data: ProductSummary[]; total: number; per_page: number };

type ProductTableProps = {
  products: UseQueryResult<ProductPage>;
  page: number;
  onPage: (page: number) => void;
  empty: { title: string; description: string; testId: string };
  /** The favourites page: a star removed may move the user back a page. */
  favorites?: Favorites;
};

/** Products with their best price ($0,0.00), number of suppliers and badges; names open the product page. */
export function ProductTable({ products, page, onPage, empty, favorites = {} }: ProductTableProps) {
  return (
    <DataTable
      rows={products.data?.data}
      rowKey={(p) => p.id}
      columns={columns(favorites)}
      status={products}
      empty={empty}
      testId="product-table"
      rowTestId="product-row"
      paging={{
        page,
        // The page size is the API's (25 in the marketplace, 10 among favorites): no per-page choice.
        perPage: products.data?.per_page ?? 25,
        perPageChoice: false,
        onParams: (next) => onPage(next.page),
        total: products.data?.total ?? 0,
        noun: 'product',
        testId: 'products',
      }}
      minWidth={720}
      maxHeight="calc(100vh - 220px)"
    />
  );
}
