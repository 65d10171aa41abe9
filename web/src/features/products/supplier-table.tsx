import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import { AddToCartCell } from '../cart/index.ts';
import { ProductBadges } from './product-badges.tsx';
import { MakeOfferButton } from '../offers/index.ts';
import { DataTable, type Column, type Sorting } from '../../ui/data-table/data-table.tsx';
import type { SortKey, SupplierListing } from './products-api.ts';

/** 1/100-cent amounts per unit shown to a tenth of a cent: $0.0433. */
export function formatPerUnit(milliCents: number): string {
  return `$${(milliCents / 10_000).toFixed(4)}`;
}

/** 1250 → '12.5%'. */
function formatBp(bp: number): string {
  return `${bp / 100}%`;
}

/** MM/DD/YYYY from an ISO date (the spec's display format). */
function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

function columns(manufacturer: string, sellerBadges?: SellerBadges): Column<SupplierListing, SortKey>[] {
  return [
    {
      key: 'supplier_name',
      header: 'Supplier',
      sortKey: 'supplier_name',
      render: (l) => (
        <>
          <Text fw={500} size="sm" data-testid="supplier-name">
            {l.supplier_name}
          </Text>
          <ProductBadges deal={l.deal} promo={l.promo !== null} shortDated={l.short_dated} />
          {sellerBadges?.(l)}
          {!l.returnable && (
            <Badge size="xs" color="gray" variant="outline" data-testid="supplier-non-returnable">
              Non-returnable
            </Badge>
          )}
        </>
      ),
    },
    { key: 'manufacturer', header: 'Manufacturer', sortKey: 'manufacturer', render: () => manufacturer },
    { key: 'package_size', header: 'Package', sortKey: 'package_size', render: (l) => l.package_size },
    { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right', render: (l) => l.stock },
    {
      key: 'expiration_date',
      header: 'Expires',
      sortKey: 'expiration_date',
      render: (l) => formatDate(l.expiration_date),
    },
    {
      key: 'price_per_unit',
      header: 'Per unit',
      sortKey: 'price_per_unit',
      align: 'right',
      render: (l) => formatPerUnit(l.price_per_unit_centi_cents),
    },
    {
      key: 'price',
      header: 'Price',
      sortKey: 'price',
      align: 'right',
      render: (l) => (
        <>
          <Text size="sm" fw={600} data-testid="supplier-price">
            {formatCents(l.price_cents)}
          </Text>
          {l.promo && (
            <Text size="xs" c="orange">
              {formatCents(l.promo.price_cents)} from {l.promo.triggering_quantity}
            </Text>
          )}
          {l.special_discount && (
            <Text size="xs" c="teal" data-testid="supplier-special-price">
              {formatCents(l.special_discount.price_cents)} special (
              {formatBp(l.special_discount.discount_bp)} off)
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Qty',
      render: (l) => (
        <>
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
            {l.p2p?.p2p_max_qty != null ? ` · p2p max ${l.p2p.p2p_max_qty}` : ''}
          </Text>
        </>
      ),
    },
  ];
}

/** What the page shows about a listing's seller under its name (the p2p seller's badges, composed by the route). */
export type SellerBadges = (listing: SupplierListing) => ReactNode;

type SupplierTableProps = {
  listings: SupplierListing[];
  manufacturer: string;
  sorting: Sorting<SortKey>;
  sellerBadges?: SellerBadges | undefined;
};

/** Every supplier's offer of one product; clicking a header sorts by it (pharmacy-side §3 sortable keys). */
export function SupplierTable({ listings, manufacturer, sorting, sellerBadges }: SupplierTableProps) {
  return (
    <DataTable
      rows={listings}
      rowKey={(l) => l.id}
      columns={columns(manufacturer, sellerBadges)}
      // The product page has loaded its listings before the table shows.
      status={{ isPending: false, isError: false, error: null }}
      empty={{
        title: 'No suppliers',
        description: 'No supplier has this product in stock right now.',
        testId: 'no-suppliers',
      }}
      testId="supplier-table"
      rowTestId="supplier-row"
      sorting={sorting}
      minWidth={940}
    />
  );
}
