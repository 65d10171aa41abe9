import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import { AddToCartCell } from '../cart/add-to-cart-cell.tsx';
import { ProductBadges } from '../marketplace/product-badges.tsx';
import { MakeOfferButton } from '../offers/make-offer-button.tsx';
import type { SortDirection, SortKey, SupplierListing } from './products-api.ts';

const COLUMNS: { key: SortKey; label: string; align?: 'right' }[] = [
  { key: 'supplier_name', label: 'Supplier' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'package_size', label: 'Package' },
  { key: 'stock', label: 'Stock', align: 'right' },
  { key: 'expiration_date', label: 'Expires' },
  { key: 'price_per_unit', label: 'Per unit', align: 'right' },
  { key: 'price', label: 'Price', align: 'right' },
];

/** 1/100-cent amounts per unit shown to a tenth of a cent: $0.0433. */
export function formatPerUnit(milliCents: number): string {
  return `$${(milliCents / 10_000).toFixed(4)}`;
}

/** MM/DD/YYYY from an ISO date (the spec's display format). */
function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

type SupplierTableProps = {
  listings: SupplierListing[];
  manufacturer: string;
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
};

/** Every supplier's offer of one product; clicking a header sorts by it (pharmacy-side §3 sortable keys). */
export function SupplierTable({ listings, manufacturer, sort, direction, onSort }: SupplierTableProps) {
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table striped highlightOnHover data-testid="supplier-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th
                key={c.key}
                ta={c.align}
                aria-sort={sort === c.key ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <UnstyledButton onClick={() => onSort(c.key)} data-testid={`sort-${c.key}`} fw={600} fz="sm">
                  {c.label} {sort === c.key ? (direction === 'asc' ? '▲' : '▼') : ''}
                </UnstyledButton>
              </Table.Th>
            ))}
            <Table.Th>Qty</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listings.map((l) => (
            <Table.Tr key={l.id} data-testid="supplier-row">
              <Table.Td>
                <Text fw={500} size="sm" data-testid="supplier-name">
                  {l.supplier_name}
                </Text>
                <ProductBadges deal={l.deal} promo={l.promo !== null} shortDated={l.short_dated} />
              </Table.Td>
              <Table.Td>{manufacturer}</Table.Td>
              <Table.Td>{l.package_size}</Table.Td>
              <Table.Td ta="right">{l.stock}</Table.Td>
              <Table.Td>{formatDate(l.expiration_date)}</Table.Td>
              <Table.Td ta="right">{formatPerUnit(l.price_per_unit_centi_cents)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} data-testid="supplier-price">
                  {formatCents(l.price_cents)}
                </Text>
                {l.promo && (
                  <Text size="xs" c="orange">
                    {formatCents(l.promo.price_cents)} from {l.promo.triggering_quantity}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AddToCartCell
                  listingId={l.id}
                  supplierName={l.supplier_name}
                  minQty={l.min_qty}
                  maxQty={l.max_qty}
                />
                <MakeOfferButton listing={l} />
                <Text size="xs">
                  min {l.min_qty}
                  {l.max_qty !== null ? ` · max ${l.max_qty}` : ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
