import { Button, Group, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { orderKey, ordersKey, saveMemo } from './orders-api.ts';

const MEMO_MAX_LENGTH = 1000;

/** The order's memo (§4 Orders: memo can be saved; §8 success toast 'saved memo', failure toast). */
export function OrderMemo({ orderId, memo }: { orderId: string; memo: string | null }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(memo ?? '');
  const save = useMutation({
    mutationFn: () => saveMemo(orderId, text),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]);
    },
    onError: notifyError,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Textarea
        label="Memo"
        autosize
        minRows={2}
        maxLength={MEMO_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        description={`${text.length}/${MEMO_MAX_LENGTH}`}
        data-testid="order-memo"
      />
      <Group justify="flex-end" mt="xs">
        <Button
          type="submit"
          loading={save.isPending}
          disabled={text === (memo ?? '')}
          data-testid="order-memo-save"
        >
          Save memo
        </Button>
      </Group>
    </form>
  );
}
