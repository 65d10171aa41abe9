/** Support's decisions on an application (issue 12): approve, reject with a reason, ask for more — each confirmed. */
import { Button, Group, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { approveReview, rejectReview, requestInfo, reviewsKey } from './signup-api.ts';

export function ReviewDecisions({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const decide = useMutation({
    mutationFn: (run: () => Promise<{ message: string }>) => run(),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      setText('');
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
    },
    onError: notifyError,
  });
  const needsText = !text.trim();
  return (
    <>
      <Textarea
        label="Reason or message to the pharmacy"
        description="Required to reject or to ask for more information"
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="review-text"
      />
      <Group>
        <Button
          color="green"
          loading={decide.isPending}
          onClick={() =>
            confirmAction({
              message: 'Approve this pharmacy? Its account becomes active and it can order.',
              onConfirm: () => decide.mutate(() => approveReview(id)),
            })
          }
          data-testid="review-approve"
        >
          Approve
        </Button>
        <Button
          variant="light"
          disabled={needsText}
          loading={decide.isPending}
          onClick={() =>
            confirmAction({
              message: 'Ask the pharmacy for this information?',
              onConfirm: () => decide.mutate(() => requestInfo(id, text.trim())),
            })
          }
          data-testid="review-request-info"
        >
          Ask for more information
        </Button>
        <Button
          color="red"
          disabled={needsText}
          loading={decide.isPending}
          onClick={() =>
            confirmAction({
              message: 'Reject this application?',
              danger: true,
              onConfirm: () => decide.mutate(() => rejectReview(id, text.trim())),
            })
          }
          data-testid="review-reject"
        >
          Reject
        </Button>
      </Group>
    </>
  );
}
