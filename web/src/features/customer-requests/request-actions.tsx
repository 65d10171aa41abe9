/**
 * The supplier's decision controls of one pending request, by kind (supplier-side §5): the credit
 * and terms boxes (neither ticked: both), the account-type change form, the end-of-month net days.
 * Each asks for confirmation with the spec's text first, a decline for its reason too (issue 21);
 * the server's message is the toast.
 */
import { Button, Checkbox, Group, NumberInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  creditConfirmation,
  requestConfirmation,
} from '../../../../domain/customer-requests/confirmations.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { DeclineModal } from './decline-modal.tsx';
import {
  approveCredit,
  approveEom,
  declineRequest,
  requestsKey,
  type CustomerRequest,
} from './requests-api.ts';

/** Runs a decision, toasts the server's message, refreshes the lists; `onDecided` after success. */
export function useDecision(onDecided?: (request: CustomerRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<{ message: string; request: CustomerRequest }>) => run(),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: requestsKey });
      onDecided?.(answer.request);
    },
    onError: notifyError,
  });
}

export function RequestActions({
  request,
  onDecided,
  onApproveAccountChange,
}: {
  request: CustomerRequest;
  onDecided?: (request: CustomerRequest) => void;
  /** Opens the account-type change form (its approval is a form, not a click). */
  onApproveAccountChange: (request: CustomerRequest) => void;
}) {
  const decision = useDecision(onDecided);
  const [boxes, setBoxes] = useState({ credit: false, terms: false });
  const [netDays, setNetDays] = useState<number | string>('');
  const [declining, setDeclining] = useState<string | null>(null);
  if (request.status !== 'pending') return null;

  const confirmThen = (message: string, run: () => Promise<{ message: string; request: CustomerRequest }>) =>
    confirmAction({ message, onConfirm: () => decision.mutate(run) });

  const declineModal = (
    <DeclineModal
      message={declining}
      onClose={() => setDeclining(null)}
      onDecline={(reason) => decision.mutate(() => declineRequest(request, reason, boxes))}
    />
  );
  const buttons = (onApprove: () => void, onDecline: () => void) => (
    <>
      <Button size="xs" onClick={onApprove} loading={decision.isPending} data-testid="request-approve">
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={onDecline}
        loading={decision.isPending}
        data-testid="request-decline"
      >
        Decline
      </Button>
      {declineModal}
    </>
  );

  if (request.kind === 'credit_increase') {
    const approve = () => {
      // supplier-side §4: approving with neither box ticked ticks both.
      const ticked = !boxes.credit && !boxes.terms ? { credit: true, terms: true } : boxes;
      if (ticked !== boxes) setBoxes(ticked);
      confirmThen(creditConfirmation('approve', ticked), () => approveCredit(request.id, ticked));
    };
    return (
      <Group gap="xs" wrap="nowrap">
        <Checkbox
          label="Credit"
          checked={boxes.credit}
          onChange={(e) => setBoxes({ ...boxes, credit: e.currentTarget.checked })}
          data-testid="request-credit-box"
        />
        <Checkbox
          label="Terms"
          checked={boxes.terms}
          onChange={(e) => setBoxes({ ...boxes, terms: e.currentTarget.checked })}
          data-testid="request-terms-box"
        />
        {buttons(approve, () => setDeclining(creditConfirmation('decline', boxes)))}
      </Group>
    );
  }
  if (request.kind === 'payment_account_change')
    return (
      <Group gap="xs" wrap="nowrap">
        {buttons(
          () => onApproveAccountChange(request),
          () => setDeclining(requestConfirmation('payment_account_change', 'decline')),
        )}
      </Group>
    );
  const days = Number(netDays);
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        size="xs"
        w={110}
        placeholder={`Net ${request.asked.net_days ?? ''}`}
        min={1}
        allowDecimal={false}
        value={netDays}
        onChange={setNetDays}
        data-testid="request-eom-net-days"
      />
      {buttons(
        () =>
          confirmThen(requestConfirmation('eom_change', 'approve'), () =>
            approveEom(request.id, days >= 1 ? days : undefined),
          ),
        () => setDeclining(requestConfirmation('eom_change', 'decline')),
      )}
    </Group>
  );
}
