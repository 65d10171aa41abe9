/**
 * Approving an account-type change (supplier-side §5): the form validates first — credit terms are
 * digits, at least 1; the due day is required unless due on the last day, and sent only when > 0 —
 * then the confirmation, then the call.
 */
import { Button, Group, Modal, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCents } from '../../../../domain/money.ts';
import { requestConfirmation } from '../../../../domain/customer-requests/confirmations.ts';
import { confirmAction } from '../../ui/confirm.ts';
import type { AccountChangeBody, CustomerRequest } from './requests-api.ts';

type Values = {
  credit_allocated: string;
  net_days: number | string;
  due: 'last_day' | 'due_day';
  due_day: number | string;
};

export function AccountChangeModal({
  request,
  onClose,
  onApprove,
}: {
  request: CustomerRequest | null;
  onClose: () => void;
  onApprove: (body: AccountChangeBody) => void;
}) {
  return (
    <Modal opened={request !== null} onClose={onClose} title="Approve account type change">
      {request && <AccountChangeForm request={request} onClose={onClose} onApprove={onApprove} />}
    </Modal>
  );
}

function AccountChangeForm({
  request,
  onClose,
  onApprove,
}: {
  request: CustomerRequest;
  onClose: () => void;
  onApprove: (body: AccountChangeBody) => void;
}) {
  const asked = request.asked;
  const form = useForm<Values>({
    initialValues: {
      credit_allocated: formatCents(asked.credit_allocated_cents ?? 0).replace(/[$,]/g, ''),
      net_days: asked.net_days ?? 30,
      due: asked.invoices_due_on_last_day === false ? 'due_day' : 'last_day',
      due_day: asked.invoices_due_day ?? '',
    },
    validate: {
      credit_allocated: (v) =>
        /^\d+(\.\d{1,2})?$/.test(v.trim()) ? null : 'Enter a credit amount in dollars.',
      net_days: (v) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? null : 'Please enter at least 1.'),
      due_day: (v, values) =>
        values.due === 'last_day' || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 31)
          ? null
          : 'This field is required.',
    },
  });
  const submit = (values: Values) => {
    const onLastDay = values.due === 'last_day';
    const dueDay = Number(values.due_day);
    const body: AccountChangeBody = {
      credit_allocated: values.credit_allocated.trim(),
      net_days: Number(values.net_days),
      invoices_due_on_last_day: onLastDay,
      ...(!onLastDay && dueDay > 0 ? { invoices_due_day: dueDay } : {}),
    };
    confirmAction({
      message: requestConfirmation('payment_account_change', 'approve'),
      onConfirm: () => {
        onApprove(body);
        onClose();
      },
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} data-testid="account-change-form">
      <Stack>
        <TextInput
          label="Credit allocated ($)"
          required
          data-testid="account-change-credit"
          {...form.getInputProps('credit_allocated')}
        />
        <NumberInput
          label="Net days"
          required
          min={1}
          allowDecimal={false}
          data-testid="account-change-net-days"
          {...form.getInputProps('net_days')}
        />
        <Radio.Group
          label="Invoices due"
          {...form.getInputProps('due')}
          onChange={(value) => {
            form.setFieldValue('due', value as Values['due']);
            // supplier-side §4: choosing the last day clears and disables the due day.
            if (value === 'last_day') form.setFieldValue('due_day', '');
          }}
        >
          <Group>
            <Radio
              value="last_day"
              label="On the last day of the month"
              data-testid="account-change-last-day"
            />
            <Radio value="due_day" label="On a due day" data-testid="account-change-due-day-choice" />
          </Group>
        </Radio.Group>
        <NumberInput
          label="Invoices due day"
          min={1}
          max={31}
          allowDecimal={false}
          disabled={form.values.due === 'last_day'}
          required={form.values.due === 'due_day'}
          data-testid="account-change-due-day"
          {...form.getInputProps('due_day')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" data-testid="account-change-submit">
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
