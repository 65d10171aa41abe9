import { Alert, Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../ui/notify.ts';
import { FavoriteStar } from './favorite-star.tsx';
import { CookieFilterBar } from './cookie-filter-bar.tsx';
import { useCookieFilters } from './cookie-filters.ts';
import {
  productPageQueryOptions,
  type ProductFacts,
  type SortDirection,
  type SortKey,
} from './products-api.ts';
import { SupplierTable, type SellerBadges } from './supplier-table.tsx';

type ProductPageProps = {
  id: string;
  sort: SortKey;
  direction: SortDirection;
  onSort: (sort: SortKey, direction: SortDirection) => void;
  /** Badges under a listing's seller name (the route passes the p2p seller's). */
  sellerBadges?: SellerBadges | undefined;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function ProductFactsCard({ product }: { product: ProductFacts }) {
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Fact label="NDC" value={product.ndc} />
        <Fact label="Strength" value={product.strength} />
        <Fact label="Form" value={product.form} />
        <Fact label="Route" value={product.route} />
        <Fact label="Package" value={product.package_size} />
        <Fact label="Manufacturer" value={product.manufacturer} />
        <Fact label="Generic name" value={product.generic_name} />
        <Fact label="DEA schedule" value={product.dea_schedule ?? 'Not controlled'} />
      </SimpleGrid>
    </Card>
  );
}

/** The product page: facts, favourite star and the supplier comparison. */
export function ProductPage({ id, sort, direction, onSort, sellerBadges }: ProductPageProps) {
  const [filters, setFilters] = useCookieFilters();
  const query = useQuery(productPageQueryOptions(id, sort, direction, filters));
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load this product">
        {errorMessageOf(query.error)}
      </Alert>
    );
  }
  const { product, listings } = query.data;
  const handleSort = (key: SortKey) => onSort(key, key === sort && direction === 'asc' ? 'desc' : 'asc');

  return (
    <Stack>
      <Group gap="xs" align="center">
        <FavoriteStar productId={product.id} marked={product.favorite} />
        <Title order={1} data-testid="product-title">
          {product.name} {product.strength}
        </Title>
        <Badge variant="outline">{product.is_brand ? 'Brand' : 'Generic'}</Badge>
        <Badge variant="light">{product.rx_otc === 'rx' ? 'Rx' : 'OTC'}</Badge>
        {product.dea_schedule && <Badge color="red">{product.dea_schedule}</Badge>}
      </Group>
      <ProductFactsCard product={product} />
      <Title order={2} size="h3">
        Suppliers
      </Title>
      <CookieFilterBar filters={filters} onChange={setFilters} />
      <SupplierTable
        listings={listings}
        manufacturer={product.manufacturer}
        sorting={{ sort, direction, onSort: handleSort }}
        sellerBadges={sellerBadges}
      />
    </Stack>
  );
}
