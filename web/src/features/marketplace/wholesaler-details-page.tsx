import { Alert, Center, Loader, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { WholesalerRequestsSection } from '../customer-requests/index.ts';
import { ProductBadges } from '../products/index.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { wholesalerProductsQueryOptions, wholesalerQueryOptions } from './wholesalers-api.ts';

/** A wholesaler's details and its products, with keyword search (supplier-side §2). */
export function WholesalerDetailsPage({
  id,
  keywords,
  page,
  onSearchChange,
}: {
  id: string;
  keywords: string | undefined;
  page: number;
  onSearchChange: (next: { keywords?: string | undefined; page: number }) => void;
}) {
  const [text, setText] = useState(keywords ?? '');
  const info = useQuery(wholesalerQueryOptions(id));
  const products = useQuery(wholesalerProductsQueryOptions(id, keywords, page));
  if (info.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (info.isError)
    return (
      <Alert color="red" title="Could not load this wholesaler">
        {errorMessageOf(info.error)}
      </Alert>
    );
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.per_page)) : 1;
  return (
    <Stack>
      <Title order={1}>{info.data.name}</Title>
      <Text c="dimmed">
        {info.data.product_count} products in stock · on the marketplace since {info.data.member_since}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearchChange({ keywords: text.trim() || undefined, page: 1 });
        }}
      >
        <TextInput
          label="Search this wholesaler"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
          data-testid="wholesaler-keywords"
        />
      </form>
      {products.isError && <Alert color="red">{errorMessageOf(products.error)}</Alert>}
      {products.data && products.data.data.length === 0 && <Text c="dimmed">No products match.</Text>}
      {products.data && products.data.data.length > 0 && (
        <Table striped data-testid="wholesaler-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>NDC</Table.Th>
              <Table.Th>Package</Table.Th>
              <Table.Th ta="right">Stock</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.data.map((p) => (
              <Table.Tr key={p.listing_id}>
                <Table.Td>
                  <AnchorLink to="/products/$id" params={{ id: p.product_id }}>
                    {p.name} {p.strength}
                  </AnchorLink>
                  <ProductBadges deal={p.deal} />
                </Table.Td>
                <Table.Td>{p.ndc}</Table.Td>
                <Table.Td>{p.package_size}</Table.Td>
                <Table.Td ta="right">{p.stock}</Table.Td>
                <Table.Td ta="right">{formatCents(p.price_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => onSearchChange({ keywords, page: next })}
        />
      )}
      <WholesalerRequestsSection wholesalerId={id} />
    </Stack>
  );
}
