/** The pharmacy withdraws its own pending request (issue 21), after confirming; the server's message is the toast. */
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { requestsKey, withdrawRequest, type CustomerRequest } from './requests-api.ts';

export function WithdrawButton({ request }: { request: CustomerRequest }) {
  const queryClient = useQueryClient();
  const isAdmin = useHasAdminRole();
  const withdraw = useMutation({
    mutationFn: () => withdrawRequest(request.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: requestsKey });
    },
    onError: notifyError,
  });
  if (request.status !== 'pending' || !isAdmin) return null;
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
          onConfirm: () => withdraw.mutate(),
        })
      }
      data-testid="request-withdraw"
    >
      Withdraw
    </Button>
  );
}
