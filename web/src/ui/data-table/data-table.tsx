/**
 * The one data table of the web app: loading, error and empty states, row selection with
 * select-all, sortable headers by the spec's sort keys, a sticky header over a scrolling body, and
 * paging with a per-page choice. Pages give their columns and test ids; the behaviour is shared.
 */
import { Alert, Checkbox, EmptyState, Skeleton, Stack, Table, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { errorMessageOf } from '../notify.ts';
import { PagingFooter, type PagingParams } from '../paging-footer.tsx';
import type { RowSelection } from './use-row-selection.ts';

export type Column<T, S extends string = string> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The spec's sort key of this column (pharmacy-side §4 sortable column keys). */
  sortKey?: S;
  width?: number | string;
  minWidth?: number | string;
  maxWidth?: number | string;
  /** Figures line up on the right. */
  align?: 'right';
  /** Keeps the cell on one line (prices, badges). */
  noWrap?: boolean;
};

export type Sorting<S extends string> = {
  sort: S | undefined;
  direction: 'asc' | 'desc';
  onSort: (key: S) => void;
};

type Selection<T> = {
  state: RowSelection;
  selectAllLabel: string;
  rowLabel: (row: T) => string;
  selectAllTestId?: string;
  rowTestId?: string;
};

export type DataTableProps<T, S extends string = string> = {
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  columns: Column<T, S>[];
  /** The query behind the rows: its pending and error states are the table's. */
  status: { isPending: boolean; isError: boolean; error: unknown };
  empty: { title: string; description?: string; testId?: string };
  testId: string;
  loadingTestId?: string;
  rowTestId?: string;
  /** More attributes of a row (`data-id`, `data-bundle`, `aria-selected` …). */
  rowAttributes?: (row: T) => Record<string, string | number | boolean | undefined>;
  /** Opens a row: a click, or Enter or Space on the focused row. */
  onRowClick?: (row: T) => void;
  selection?: Selection<T>;
  sorting?: Sorting<S>;
  paging?: PagingParams & { total: number; noun: string; testId: string; perPageChoice?: boolean };
  /** Below this width the table scrolls sideways; with maxHeight the header sticks. */
  minWidth?: number;
  maxHeight?: number | string;
  /** Slot above the table (filters, bulk menu), shown in every state. */
  toolbar?: ReactNode;
};

function SortHeader<T, S extends string>({ column, sorting }: { column: Column<T, S>; sorting: Sorting<S> }) {
  const sortKey = column.sortKey!;
  const label = column.header;
  const active = sorting.sort === sortKey;
  const ariaSort = active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} w={column.width} miw={column.minWidth} ta={column.align}>
      <UnstyledButton onClick={() => sorting.onSort(sortKey)} data-testid={`sort-${sortKey}`} fw={600}>
        {label} {active ? (sorting.direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function SelectAll<T>({ keys, selection }: { keys: string[]; selection: Selection<T> }) {
  const checked = keys.filter((key) => selection.state.selected.has(key)).length;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={selection.selectAllLabel}
        data-testid={selection.selectAllTestId}
        checked={checked > 0 && checked === keys.length}
        indeterminate={checked > 0 && checked < keys.length}
        onChange={(event) => selection.state.toggle(keys, event.currentTarget.checked)}
      />
    </Table.Th>
  );
}

/** A row that opens with a click and, for the keyboard, with Enter or Space once focused. */
function clickable<T>(row: T, open: (row: T) => void) {
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: () => open(row),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open(row);
    },
  };
}

export function DataTable<T, S extends string = string>(props: DataTableProps<T, S>) {
  const { rows, rowKey, columns, status, selection, sorting, paging } = props;
  const keys = (rows ?? []).map(rowKey);
  const body = () => {
    if (status.isPending) return <Skeleton height={240} data-testid={props.loadingTestId} />;
    if (status.isError) return <Alert color="red">{errorMessageOf(status.error)}</Alert>;
    if (!rows || rows.length === 0)
      return (
        <EmptyState
          title={props.empty.title}
          description={props.empty.description}
          data-testid={props.empty.testId}
        />
      );
    return (
      <Table.ScrollContainer minWidth={props.minWidth ?? 800} maxHeight={props.maxHeight}>
        <Table
          striped
          highlightOnHover
          stickyHeader={props.maxHeight !== undefined}
          data-testid={props.testId}
        >
          <Table.Thead>
            <Table.Tr>
              {selection && <SelectAll keys={keys} selection={selection} />}
              {columns.map((column) =>
                column.sortKey && sorting ? (
                  <SortHeader key={column.key} column={column} sorting={sorting} />
                ) : (
                  <Table.Th key={column.key} w={column.width} miw={column.minWidth} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <Table.Tr
                  key={key}
                  data-testid={props.rowTestId}
                  {...props.rowAttributes?.(row)}
                  {...(props.onRowClick ? clickable(row, props.onRowClick) : {})}
                >
                  {selection && (
                    <Table.Td>
                      <Checkbox
                        aria-label={selection.rowLabel(row)}
                        checked={selection.state.selected.has(key)}
                        onChange={(event) => selection.state.toggle([key], event.currentTarget.checked)}
                        data-testid={selection.rowTestId}
                      />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      maw={column.maxWidth}
                      ta={column.align}
                      style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <Stack>
      {props.toolbar}
      {body()}
      {paging && (
        <PagingFooter
          total={paging.total}
          noun={paging.noun}
          page={paging.page}
          perPage={paging.perPage}
          onParams={paging.onParams}
          testId={paging.testId}
          perPageChoice={paging.perPageChoice ?? true}
        />
      )}
    </Stack>
  );
}
