import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { formatDateTime } from '../../ui/format.ts';
import { rowKey } from './bulk-selection.ts';
import { OfferRowActions, type OfferModalKind } from './offer-row-actions.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import type { OfferRow } from './offers-api.ts';

type OffersTableProps = {
  rows: OfferRow[];
  /** Who the other party is on this page: 'Supplier' or 'Pharmacy'. */
  counterpartyLabel: string;
  selected: Set<string>;
  onSelect: (keys: string[], checked: boolean) => void;
  onOpen: (modal: OfferModalKind, row: OfferRow) => void;
};

function ProductCell({ row }: { row: OfferRow }) {
  if (row.product)
    return (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {row.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          NDC {row.product.ndc}
        </Text>
      </Stack>
    );
  const names = row.variant_names ?? [];
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        fw={500}
      >{`${row.variant_count ?? names.length} product${names.length === 1 ? '' : 's'}`}</Text>
      <Text size="xs" c="dimmed" maw={260} truncate="end" title={names.join(', ')}>
        {names.join(', ')}
      </Text>
    </Stack>
  );
}

/** Unit price × packs for an offer; a bundle's figures are totals over its variants. */
const terms = (bundle: 0 | 1, price: string | null, quantity: number | null) => {
  if (price === null) return '—';
  if (quantity === null) return price;
  return bundle ? `${price} · ${quantity} packs` : `${price} × ${quantity}`;
};

/** Individual and bundle offers in one table (§3: the bundle flag 0 or 1 on a row), with select-all. */
export function OffersTable({ rows, counterpartyLabel, selected, onSelect, onOpen }: OffersTableProps) {
  const keys = rows.map(rowKey);
  const checked = keys.filter((k) => selected.has(k)).length;
  return (
    <Table.ScrollContainer minWidth={1020}>
      <Table striped highlightOnHover data-testid="offers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all offers on this page"
                data-testid="offers-select-all"
                checked={checked > 0 && checked === keys.length}
                indeterminate={checked > 0 && checked < keys.length}
                onChange={(event) => onSelect(keys, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Offer, created</Table.Th>
            <Table.Th>{counterpartyLabel}</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Offer</Table.Th>
            <Table.Th ta="right">Counter</Table.Th>
            <Table.Th ta="right">Agreed</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th miw={112}>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid="offer-row" data-id={row.id} data-bundle={row.bundle}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.bundle ? 'bundle offer' : 'offer'} #${row.number}`}
                  checked={selected.has(rowKey(row))}
                  onChange={(event) => onSelect([rowKey(row)], event.currentTarget.checked)}
                  data-testid="offer-select"
                />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">#{row.number}</Text>
                  {row.bundle === 1 && (
                    <Badge size="xs" variant="outline" data-testid="offer-bundle-badge">
                      Bundle
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" title={formatDateTime(row.created_at)}>
                  {formatUsDate(row.created_at.slice(0, 10))}
                </Text>
              </Table.Td>
              <Table.Td>{row.counterparty.name}</Table.Td>
              <Table.Td>
                <ProductCell row={row} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {terms(row.bundle, row.price, row.quantity)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {terms(row.bundle, row.counter_price, row.counter_quantity)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {terms(row.bundle, row.agreed_price, row.agreed_quantity)}
              </Table.Td>
              <Table.Td>{formatDateTime(row.expires_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <OfferStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <OfferRowActions row={row} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
