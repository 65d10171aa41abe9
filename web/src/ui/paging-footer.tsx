import { Group, Pagination, Select, Text } from '@mantine/core';

/** The rows-per-page choices (pharmacy-side §2 per-page selector; api/routes/orders/pharmacy-schemas.ts takes the same). */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** Where the page is and how to move it (the list's URL search holds both). */
export type PagingParams = {
  page: number;
  perPage: number;
  onParams: (next: { page: number; per_page?: number }) => void;
};

type PagingFooterProps = PagingParams & {
  /** Rows across all pages, and what one row is ('order' → '3 orders'). */
  total: number;
  noun: string;
  /** Prefix of the count's and the select's test ids ('orders' → 'orders-total'). */
  testId: string;
  /** False where the spec fixes the page size (favorites: 10): no per-page selector then. */
  perPageChoice?: boolean;
};

/** Under a paged table: how many rows there are, how many a page shows, and the pager. */
export function PagingFooter({
  total,
  noun,
  page,
  perPage,
  onParams,
  testId,
  perPageChoice = true,
}: PagingFooterProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
        {`${total} ${noun}${total === 1 ? '' : 's'}`}
      </Text>
      <Group>
        {perPageChoice && (
          <Select
            aria-label="Rows per page"
            w={100}
            data={PER_PAGE_OPTIONS.map(String)}
            value={String(perPage)}
            onChange={(value) => onParams({ per_page: Number(value ?? 25), page: 1 })}
            data-testid={`${testId}-per-page`}
          />
        )}
        <Pagination
          total={Math.max(1, Math.ceil(total / perPage))}
          value={page}
          onChange={(next) => onParams({ page: next })}
        />
      </Group>
    </Group>
  );
}
