import { Button, Group, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMO_MAX_LENGTH, OrderMemoSchema, type OrderMemoInput } from '../../../../domain/orders/memo.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { orderKey, ordersKey, saveMemo } from './orders-api.ts';

/** The order's memo (§4 Orders: memo can be saved; §8 success toast 'saved memo', failure toast). */
export function OrderMemo({ orderId, memo }: { orderId: string; memo: string | null }) {
  const queryClient = useQueryClient();
  const form = useForm<OrderMemoInput>({
    initialValues: { memo: memo ?? '' },
    validate: schemaResolver(OrderMemoSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: OrderMemoInput) => saveMemo(orderId, values.memo),
    onSuccess: async (result, values) => {
      notifySuccess(result.message);
      form.resetDirty(values);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]);
    },
    onError: notifyError,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Textarea
        label="Memo"
        autosize
        minRows={2}
        maxLength={MEMO_MAX_LENGTH}
        {...form.getInputProps('memo')}
        description={`${form.values.memo.length}/${MEMO_MAX_LENGTH}`}
        data-testid="order-memo"
      />
      <Group justify="flex-end" mt="xs">
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!form.isDirty()}
          data-testid="order-memo-save"
        >
          Save memo
        </Button>
      </Group>
    </form>
  );
}
