import { Badge, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type Column, type Sorting } from '../../ui/data-table/data-table.tsx';
import type { RowSelection } from '../../ui/data-table/use-row-selection.ts';
import type { PagingParams } from '../../ui/paging-footer.tsx';
import type { InventoryPage, InventoryRow, InventorySort } from './inventory-api.ts';
import { priceAndStockColumns, type InlineChange } from './price-stock-columns.tsx';

type SaveInline = (row: InventoryRow, change: InlineChange) => Promise<unknown>;

const perUnit = (row: InventoryRow) =>
  row.package_quantity > 0 ? `$${(row.price_cents / 100 / row.package_quantity).toFixed(4)}` : '—';

function Flags({ row }: { row: InventoryRow }) {
  return (
    <Group gap={4}>
      <Badge size="xs" variant="light" color={row.is_brand ? 'grape' : 'gray'}>
        {row.brand}
      </Badge>
      {row.marked_as_deal && (
        <Badge size="xs" color="orange" data-testid="deal-badge">
          Deal
        </Badge>
      )}
      {!row.marked_as_returnable && (
        <Badge size="xs" color="red" variant="light">
          Non-returnable
        </Badge>
      )}
      {!row.active && (
        <Badge size="xs" color="gray">
          Inactive
        </Badge>
      )}
    </Group>
  );
}

function columns(onSaveInline: SaveInline): Column<InventoryRow, InventorySort>[] {
  const editable = priceAndStockColumns<InventoryRow, InventorySort>(onSaveInline, {
    price: 'price',
    stock: 'stock',
  });
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.name} {row.strength}
          </Text>
          <Text size="xs" c="dimmed">
            {row.category} · SKU {row.sku}
          </Text>
        </>
      ),
    },
    { key: 'ndc', header: 'NDC', render: (row) => row.ndc },
    {
      key: 'manufacturer',
      header: 'Manufacturer',
      sortKey: 'manufacturer',
      render: (row) => row.manufacturer,
    },
    {
      key: 'package_size',
      header: 'Package size',
      sortKey: 'package_size',
      render: (row) => row.package_size,
    },
    editable.price,
    { key: 'price_per_unit', header: 'Price per unit', sortKey: 'price_per_unit', render: perUnit },
    editable.stock,
    {
      key: 'expiration_date',
      header: 'Expiry',
      sortKey: 'expiration_date',
      render: (row) => row.expiration_date ?? '—',
    },
    { key: 'flags', header: 'Flags', render: (row) => <Flags row={row} /> },
  ];
}

type InventoryTableProps = {
  inventory: UseQueryResult<InventoryPage>;
  selection: RowSelection;
  sorting: Sorting<InventorySort>;
  paging: PagingParams;
  toolbar: ReactNode;
  onSaveInline: SaveInline;
};

/** The supplier's products table with row selection, sortable headers, inline edit of price and stock, and paging. */
export function InventoryTable({
  inventory,
  selection,
  sorting,
  paging,
  toolbar,
  onSaveInline,
}: InventoryTableProps) {
  return (
    <DataTable
      rows={inventory.data?.data}
      rowKey={(row) => row.id}
      columns={columns(onSaveInline)}
      status={inventory}
      empty={{
        title: 'No products',
        description: 'No products match. Import or add products to fill your inventory.',
        testId: 'inventory-empty',
      }}
      testId="inventory-table"
      loadingTestId="inventory-loading"
      rowTestId="inventory-row"
      rowAttributes={(row) => ({ 'data-id': row.id })}
      selection={{
        state: selection,
        selectAllLabel: 'Select all on this page',
        rowLabel: (row) => `Select ${row.name}`,
        selectAllTestId: 'select-all',
      }}
      sorting={sorting}
      paging={{ ...paging, total: inventory.data?.total ?? 0, noun: 'product', testId: 'inventory' }}
      minWidth={1000}
      toolbar={toolbar}
    />
  );
}
