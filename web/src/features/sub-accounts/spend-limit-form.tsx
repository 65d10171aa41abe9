import { Button, Group, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSpendLimit, subAccountsQueryKey, type SubAccount } from '../../api/sub-accounts.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type Values = { per_order: number | string; per_month: number | string };

const dollars = (cents: number | null) => (cents === null ? '' : cents / 100);
const cents = (value: number | string) => (value === '' ? null : Math.round(Number(value) * 100));

/** A buyer's spend limits in dollars (blank: no limit); an order over one waits for the master. */
export function SpendLimitForm({ sub }: { sub: SubAccount }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      per_order: dollars(sub.spend_limit.per_order_cents),
      per_month: dollars(sub.spend_limit.per_month_cents),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      setSpendLimit(sub.user_id, {
        per_order_cents: cents(values.per_order),
        per_month_cents: cents(values.per_month),
      }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: subAccountsQueryKey });
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      data-testid={`spend-limit-${sub.user_id}`}
    >
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Per order ($)"
          min={0.01}
          decimalScale={2}
          w={130}
          data-testid="limit-per-order"
          {...form.getInputProps('per_order')}
        />
        <NumberInput
          label="Per month ($)"
          min={0.01}
          decimalScale={2}
          w={130}
          data-testid="limit-per-month"
          {...form.getInputProps('per_month')}
        />
        <Button type="submit" size="sm" loading={save.isPending} data-testid="save-limit">
          Save limits
        </Button>
      </Group>
    </form>
  );
}
