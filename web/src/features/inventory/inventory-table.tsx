import { Badge, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { InventoryRow, InventorySort } from './inventory-api.ts';
import { InlineEditCell } from './inline-edit-cell.tsx';

type Sorting = { sort: InventorySort; direction: 'asc' | 'desc' };

type InventoryTableProps = {
  rows: InventoryRow[];
  selected: Set<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  sorting: Sorting;
  onSort: (sort: InventorySort) => void;
  onSaveInline: (row: InventoryRow, change: { stock: string } | { price: string }) => Promise<unknown>;
};

const COLUMNS: { key: InventorySort | null; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: null, label: 'NDC' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'package_size', label: 'Package size' },
  { key: 'price', label: 'Price' },
  { key: 'price_per_unit', label: 'Price per unit' },
  { key: 'stock', label: 'Stock' },
  { key: 'expiration_date', label: 'Expiry' },
  { key: null, label: 'Flags' },
];

function SortHeader({
  column,
  sorting,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sorting: Sorting;
  onSort: (s: InventorySort) => void;
}) {
  if (!column.key) return <Table.Th>{column.label}</Table.Th>;
  const key = column.key;
  const active = sorting.sort === key;
  const ariaSort = active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(key)} data-testid={`sort-${key}`} fw={600}>
        {column.label} {active ? (sorting.direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

const perUnit = (row: InventoryRow) =>
  row.package_quantity > 0 ? `$${(row.price_cents / 100 / row.package_quantity).toFixed(4)}` : '—';

/** The supplier's products table with row selection, sortable headers and inline edit of price and stock. */
export function InventoryTable({
  rows,
  selected,
  onSelect,
  sorting,
  onSort,
  onSaveInline,
}: InventoryTableProps) {
  const ids = rows.map((r) => r.id);
  const checked = ids.filter((id) => selected.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all on this page"
                data-testid="select-all"
                checked={checked > 0 && checked === ids.length}
                indeterminate={checked > 0 && checked < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            {COLUMNS.map((column) => (
              <SortHeader key={column.label} column={column} sorting={sorting} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="inventory-row" data-id={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.name}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name} {row.strength}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.category} · SKU {row.sku}
                </Text>
              </Table.Td>
              <Table.Td>{row.ndc}</Table.Td>
              <Table.Td>{row.manufacturer}</Table.Td>
              <Table.Td>{row.package_size}</Table.Td>
              <Table.Td>
                <InlineEditCell
                  key={`price-${row.price_cents}`}
                  label="Price"
                  display={row.price}
                  initial={(row.price_cents / 100).toFixed(2)}
                  save={(price) => onSaveInline(row, { price })}
                  testId="edit-price"
                />
              </Table.Td>
              <Table.Td>{perUnit(row)}</Table.Td>
              <Table.Td>
                <InlineEditCell
                  key={`stock-${row.stock}`}
                  label="Stock"
                  display={String(row.stock)}
                  initial={String(row.stock)}
                  save={(stock) => onSaveInline(row, { stock })}
                  testId="edit-stock"
                />
              </Table.Td>
              <Table.Td>{row.expiration_date ?? '—'}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
