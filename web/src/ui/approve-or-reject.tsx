import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from './confirm.ts';

export type Decision = 'approve' | 'reject';

type ApproveOrRejectProps = {
  /** The confirmation's question for each decision. */
  question: (decision: Decision) => string;
  /** Called once confirmed, with the reason typed (trimmed; empty when approving without one). */
  onDecide: (decision: Decision, reason: string) => void;
  approveTestId: string;
};

/** A support queue's row decision: approve, or reject with a reason, each confirmed first. */
export function ApproveOrReject({ question, onDecide, approveTestId }: ApproveOrRejectProps) {
  const [reason, setReason] = useState('');
  const ask = (decision: Decision) =>
    confirmAction({
      message: question(decision),
      danger: decision === 'reject',
      onConfirm: () => onDecide(decision, reason.trim()),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        placeholder="Reason (to reject)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button size="xs" color="green" onClick={() => ask('approve')} data-testid={approveTestId}>
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={reason.trim() === ''}
        onClick={() => ask('reject')}
      >
        Reject
      </Button>
    </Group>
  );
}
