/**
 * The applications and accounts naming one of this application's identifiers (issue 22): a signup
 * holds nothing until approved, so support sees the collisions here; a rejected application's
 * identifiers can be released (confirmed) so they are never named again.
 */
import { Alert, Button, List, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { releaseIdentifiers, reviewsKey, type ReviewDetail } from './signup-api.ts';

const FIELD_LABEL = {
  email: 'email',
  dea_number: 'DEA number',
  federal_tax_id: 'federal tax id',
  state_licence: 'state licence',
} as const;

export function ReviewCollisions({ review }: { review: ReviewDetail }) {
  if (review.collisions.length === 0) return null;
  return (
    <Alert color="orange" title="Possible duplicate" data-testid="review-collisions">
      <List size="sm">
        {review.collisions.map((c) => (
          <List.Item key={`${c.field}-${c.account_id}`} data-testid="review-collision" data-field={c.field}>
            Same {FIELD_LABEL[c.field]} ({c.value}) as{' '}
            {c.review_id ? (
              <AnchorLink to="/support/account_reviews/$id" params={{ id: c.review_id }}>
                {c.business_legal_name}
              </AnchorLink>
            ) : (
              c.business_legal_name
            )}{' '}
            ({c.review_status ?? c.account_status})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function ReleaseIdentifiers({ review }: { review: ReviewDetail }) {
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => releaseIdentifiers(review.id),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
    },
    onError: notifyError,
  });
  if (review.status !== 'rejected') return null;
  if (review.identifiers_released_at)
    return (
      <Text c="dimmed" size="sm" data-testid="review-identifiers-released">
        Identifiers released: no other application is flagged for them.
      </Text>
    );
  return (
    <Button
      variant="light"
      color="orange"
      loading={release.isPending}
      onClick={() =>
        confirmAction({
          message:
            'Release this rejected application’s email, DEA number, tax id and licences? Other applications naming them will no longer be flagged.',
          onConfirm: () => release.mutate(),
        })
      }
      data-testid="review-release-identifiers"
    >
      Release identifiers
    </Button>
  );
}
