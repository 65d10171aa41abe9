/**
 * The pharmacy's request form on a wholesaler's page (issue 11): a credit and/or terms increase,
 * an account-type change to net terms (credit, net days, due on the last day or a due day) or an
 * end-of-month terms change (net days). The server's message is the toast.
 */
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import { requestsKey, sendRequest, type NewRequestBody, type RequestKind } from './requests-api.ts';

type Values = {
  kind: RequestKind;
  credit_increase: boolean;
  terms_increase: boolean;
  credit_allocated: string;
  net_days: number | string;
  due: 'last_day' | 'due_day';
  due_day: number | string;
};

const needsCredit = (v: Values) =>
  v.kind === 'payment_account_change' || (v.kind === 'credit_increase' && v.credit_increase);
const needsDays = (v: Values) => v.kind !== 'credit_increase' || v.terms_increase;

function bodyOf(v: Values): NewRequestBody {
  const netDays = Number(v.net_days);
  if (v.kind === 'eom_change') return { kind: 'eom_change', net_days: netDays };
  if (v.kind === 'payment_account_change') {
    const onLastDay = v.due === 'last_day';
    const dueDay = Number(v.due_day);
    return {
      kind: 'payment_account_change',
      credit_allocated: v.credit_allocated.trim(),
      net_days: netDays,
      invoices_due_on_last_day: onLastDay,
      ...(!onLastDay && dueDay > 0 ? { invoices_due_day: dueDay } : {}),
    };
  }
  return {
    kind: 'credit_increase',
    credit_increase: v.credit_increase,
    terms_increase: v.terms_increase,
    ...(v.credit_increase ? { credit_allocated: v.credit_allocated.trim() } : {}),
    ...(v.terms_increase ? { net_days: netDays } : {}),
  };
}

export function PharmacyRequestForm({ wholesalerId }: { wholesalerId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      kind: 'credit_increase',
      credit_increase: true,
      terms_increase: false,
      credit_allocated: '',
      net_days: 30,
      due: 'last_day',
      due_day: '',
    },
    validate: {
      credit_increase: (checked, v) =>
        v.kind !== 'credit_increase' || checked || v.terms_increase
          ? null
          : 'Tick a credit increase, a terms increase or both.',
      credit_allocated: (value, v) =>
        !needsCredit(v) || /^\d+(\.\d{1,2})?$/.test(value.trim())
          ? null
          : 'Enter a credit amount in dollars.',
      net_days: (value, v) =>
        !needsDays(v) || (Number.isInteger(Number(value)) && Number(value) >= 1)
          ? null
          : 'Please enter at least 1.',
      due_day: (value, v) =>
        v.kind !== 'payment_account_change' ||
        v.due === 'last_day' ||
        (Number(value) >= 1 && Number(value) <= 31)
          ? null
          : 'This field is required.',
    },
  });
  const send = useMutation({
    mutationFn: (values: Values) => sendRequest(wholesalerId, bodyOf(values)),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: requestsKey });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const v = form.values;
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} data-testid="request-form">
      <Stack maw={520}>
        <SegmentedControl
          value={v.kind}
          onChange={(value) => form.setFieldValue('kind', value)}
          data={[
            { value: 'credit_increase', label: 'Credit / terms increase' },
            { value: 'payment_account_change', label: 'Account type change' },
            { value: 'eom_change', label: 'End of month terms' },
          ]}
          data-testid="request-kind"
        />
        {v.kind === 'credit_increase' && (
          <Group>
            <Checkbox
              label="Credit increase"
              data-testid="request-form-credit"
              {...form.getInputProps('credit_increase', { type: 'checkbox' })}
            />
            <Checkbox
              label="Terms increase"
              data-testid="request-form-terms"
              {...form.getInputProps('terms_increase', { type: 'checkbox' })}
            />
          </Group>
        )}
        {needsCredit(v) && (
          <TextInput
            label="Credit line asked ($)"
            required
            data-testid="request-form-credit-amount"
            {...form.getInputProps('credit_allocated')}
          />
        )}
        {needsDays(v) && (
          <NumberInput
            label="Net days"
            required
            min={1}
            allowDecimal={false}
            data-testid="request-form-net-days"
            {...form.getInputProps('net_days')}
          />
        )}
        {v.kind === 'payment_account_change' && (
          <>
            <Radio.Group label="Invoices due" {...form.getInputProps('due')}>
              <Group>
                <Radio value="last_day" label="On the last day of the month" />
                <Radio value="due_day" label="On a due day" data-testid="request-form-due-day-choice" />
              </Group>
            </Radio.Group>
            <NumberInput
              label="Invoices due day"
              min={1}
              max={31}
              allowDecimal={false}
              disabled={v.due === 'last_day'}
              required={v.due === 'due_day'}
              data-testid="request-form-due-day"
              {...form.getInputProps('due_day')}
            />
          </>
        )}
        <Group>
          <Button type="submit" loading={send.isPending} data-testid="request-form-submit">
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
