/** /support/account_reviews (issue 12): new pharmacy accounts waiting for support, and those decided. */
import { Badge, Group, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../ui/format.ts';
import { reviewsQueryOptions, type ReviewSummary } from './signup-api.ts';

export const REVIEW_STATUS: Record<ReviewSummary['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  more_info_requested: { label: 'More info requested', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

const COLUMNS: Column<ReviewSummary>[] = [
  {
    key: 'name',
    header: 'Pharmacy',
    render: (r) => (
      <Group gap="xs" wrap="nowrap">
        <AnchorLink to="/support/account_reviews/$id" params={{ id: r.id }} data-testid="review-link">
          {r.business_legal_name}
        </AnchorLink>
        {r.possible_duplicate && (
          <Badge color="orange" variant="light" data-testid="review-possible-duplicate">
            Possible duplicate
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'email', header: 'Email', render: (r) => r.email },
  { key: 'state', header: 'State', render: (r) => r.state, noWrap: true },
  {
    key: 'status',
    header: 'Status',
    noWrap: true,
    render: (r) => (
      <Badge color={REVIEW_STATUS[r.status].color} data-testid="review-status">
        {REVIEW_STATUS[r.status].label}
      </Badge>
    ),
  },
  { key: 'received', header: 'Signed up', render: (r) => formatDateTime(r.created_at), noWrap: true },
];

/**
 * The queue; an application another one shares an identifier with is badged (issue 22), and the
 * list can be narrowed to those.
 */
export function SupportReviewsPage({
  duplicatesOnly,
  onDuplicatesOnlyChange,
}: {
  duplicatesOnly: boolean;
  onDuplicatesOnlyChange: (next: boolean) => void;
}) {
  const reviews = useQuery(reviewsQueryOptions());
  const paging = useLocalPaging(25);
  const all = reviews.data?.data;
  const rows = duplicatesOnly ? all?.filter((r) => r.possible_duplicate) : all;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>Account reviews</Title>
        <Switch
          label="Possible duplicates only"
          checked={duplicatesOnly}
          onChange={(event) => {
            onDuplicatesOnlyChange(event.currentTarget.checked);
            paging.onParams({ page: 1 });
          }}
          data-testid="account-reviews-duplicates-only"
        />
      </Group>
      <DataTable
        rows={rowsOfPage(rows, paging)}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        status={reviews}
        empty={{
          title: duplicatesOnly ? 'No possible duplicates' : 'No applications',
          description: duplicatesOnly
            ? 'No application shares its email, DEA number, tax id or a licence with another account.'
            : 'Pharmacies that sign up appear here for review.',
          testId: 'account-reviews-empty',
        }}
        testId="account-reviews"
        loadingTestId="account-reviews-loading"
        rowTestId="account-review-row"
        rowAttributes={(r) => ({ 'data-id': r.id })}
        minWidth={800}
        paging={{
          ...paging,
          total: rows?.length ?? 0,
          noun: 'application',
          testId: 'account-reviews-paging',
        }}
      />
    </Stack>
  );
}
