/** The pharmacy withdraws its own pending request (issue 21), after confirming; the server's message is the toast. */
import { Button } from '@mantine/core';
import { confirmAction } from '../../ui/confirm.ts';
import { useDecision } from './request-actions.tsx';
import { withdrawRequest, type CustomerRequest } from './requests-api.ts';

export function WithdrawButton({ request }: { request: CustomerRequest }) {
  // The same toast-and-refresh as a supplier's decision.
  const withdraw = useDecision();
  if (request.status !== 'pending') return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="gray"
      loading={withdraw.isPending}
      onClick={() =>
        confirmAction({
          message: `Withdraw this request to ${request.wholesaler.name}? It will no longer be decided.`,
          confirmLabel: 'Withdraw',
          danger: true,
          onConfirm: () => withdraw.mutate(() => withdrawRequest(request.id)),
        })
      }
      data-testid="request-withdraw"
    >
      Withdraw
    </Button>
  );
}
