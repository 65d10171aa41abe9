/**
 * /support/account_reviews/$id (issue 12): one application — the applicant's data, its licences,
 * the checks (DEA check digit, licence expiry, NCPDP match with the sandbox directory), the
 * documents to download, the applications naming the same identifiers (issue 22), and the decisions
 * while it waits (a rejected one's identifiers can be released).
 */
import { Alert, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../ui/format.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { ReviewCollisions, ReleaseIdentifiers } from './review-collisions.tsx';
import { ReviewDecisions } from './review-decisions.tsx';
import { FilePreview } from '../../ui/file-preview.tsx';
import { documentUrl, reviewQueryOptions } from './signup-api.ts';
import { REVIEW_STATUS } from './support-reviews-page.tsx';

const OUTCOME_COLOR = { pass: 'green', warn: 'yellow', fail: 'red' } as const;

export function SupportReviewPage({ id }: { id: string }) {
  const review = useQuery(reviewQueryOptions(id));
  if (!review.data)
    return review.isError ? <Alert color="red">This application was not found.</Alert> : <PageLoader />;
  const r = review.data;
  const waiting = r.status === 'pending' || r.status === 'more_info_requested';
  return (
    <Stack data-testid="account-review" data-status={r.status}>
      <Title order={1}>{r.business_legal_name}</Title>
      <Badge color={REVIEW_STATUS[r.status].color} data-testid="review-detail-status">
        {REVIEW_STATUS[r.status].label}
      </Badge>
      {r.info_request && r.status === 'more_info_requested' && (
        <Alert color="yellow">Asked: {r.info_request}</Alert>
      )}
      {r.rejection_reason && <Alert color="red">Rejected: {r.rejection_reason}</Alert>}
      <ReviewCollisions review={r} />
      <Title order={3}>Checks</Title>
      <Table data-testid="review-checks">
        <Table.Tbody>
          {r.checks.map((check) => (
            <Table.Tr key={check.name} data-testid="review-check" data-outcome={check.outcome}>
              <Table.Td>{check.name}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOR[check.outcome]}>{check.outcome}</Badge>
              </Table.Td>
              <Table.Td>{check.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>Applicant</Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.entries(r.applicant).map(([field, value]) => (
            <Text key={field} size="sm">
              <b>{field.replaceAll('_', ' ')}:</b> {value ?? '—'}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Title order={3}>Licences</Title>
      <Table>
        <Table.Tbody>
          {r.licences.map((l) => (
            <Table.Tr key={`${l.kind}-${l.number}`}>
              <Table.Td>{l.kind === 'dea' ? 'DEA' : `${l.state} licence`}</Table.Td>
              <Table.Td>{l.number}</Table.Td>
              <Table.Td>{l.issued_on ?? '—'}</Table.Td>
              <Table.Td>{l.expires_on}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>Documents</Title>
      {r.documents.length === 0 && <Text c="dimmed">No documents (faxed or automatic download).</Text>}
      {r.documents.map((d) => (
        <Stack key={d.id} gap={4} data-testid="review-document">
          <Text size="sm">
            {d.kind.replace('_', ' ')} · {formatDateTime(d.created_at)}
            {d.file_name ? '' : ' · no file'}
            {d.comment && ` · “${d.comment}”`}
          </Text>
          {/* Shown inline, so a licence is never approved unseen (issue 21). */}
          {d.file_name && (
            <FilePreview
              path={documentUrl(r.id, d.id)}
              fileName={d.file_name}
              testId="review-document-file"
            />
          )}
        </Stack>
      ))}
      {waiting && <ReviewDecisions id={r.id} />}
      <ReleaseIdentifiers review={r} />
    </Stack>
  );
}
