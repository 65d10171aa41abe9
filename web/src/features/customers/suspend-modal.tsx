import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SUSPENSION_REASON_LABELS,
  SUSPENSION_REASONS,
  SuspensionRequestSchema,
  type SuspensionReason,
} from '../../../../domain/customers/suspension-request.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors } from '../../ui/server-errors.ts';
import { customerKey, customersKey, requestSuspension, type Customer } from './customers-api.ts';

type SuspendForm = { reasons: SuspensionReason[]; memo: string; message: string };
const EMPTY: SuspendForm = { reasons: [], memo: '', message: '' };

function validate(values: SuspendForm) {
  const parsed = SuspensionRequestSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/**
 * Suspending a customer (supplier-side §4, §5 Suspension): the suspend action first turns into a
 * suspension-request step (the text changes, the button becomes 'Send suspension request'); closing
 * resets it. The two reasons exclude each other; the memo is required for Other and disabled for
 * licence expired.
 */
export function SuspendModal({
  customer,
  opened,
  onClose,
}: {
  customer: Customer;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'confirm' | 'request'>('confirm');
  const form = useForm<SuspendForm>({ initialValues: EMPTY, validate });
  const close = () => {
    setStep('confirm');
    form.reset();
    onClose();
  };
  const send = useMutation({
    mutationFn: (values: SuspendForm) =>
      requestSuspension(customer.id, {
        reasons: values.reasons,
        memo: values.memo.trim() || null,
        message: values.message.trim() || null,
      }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      close();
      await queryClient.invalidateQueries({ queryKey: customersKey });
      await queryClient.invalidateQueries({ queryKey: customerKey(customer.id) });
    },
    onError: (error) => {
      putFieldErrors(form, error);
      notifyError(error);
    },
  });
  const choose = (reason: SuspensionReason, checked: boolean) => {
    // The two reasons exclude each other: ticking one unticks the other.
    form.setFieldValue('reasons', checked ? [reason] : []);
    if (reason === 'customer_license_expired' && checked) form.setFieldValue('memo', '');
  };
  const licenceExpired = form.values.reasons.includes('customer_license_expired');
  return (
    <Modal opened={opened} onClose={close} title="Suspend customer" data-testid="suspend-modal">
      {step === 'confirm' ? (
        <Stack>
          <Text>Are you sure you want to suspend {customer.name}?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="suspend-cancel">
              Cancel
            </Button>
            <Button color="red" onClick={() => setStep('request')} data-testid="suspend-continue">
              Suspend
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => send.mutate(values))}>
          <Stack>
            <Text>
              Suspension is decided by support. Tell us why {customer.name} should be suspended; support
              reviews your request.
            </Text>
            <Stack gap="xs">
              {SUSPENSION_REASONS.map((reason) => (
                <Checkbox
                  key={reason}
                  label={SUSPENSION_REASON_LABELS[reason]}
                  checked={form.values.reasons.includes(reason)}
                  onChange={(e) => choose(reason, e.currentTarget.checked)}
                  data-testid={`suspend-reason-${reason}`}
                />
              ))}
              {form.errors.reasons && (
                <Text c="red" size="sm" data-testid="suspend-reasons-error">
                  {form.errors.reasons}
                </Text>
              )}
            </Stack>
            <Textarea
              label="Memo"
              description="Required for reason Other"
              disabled={licenceExpired}
              withAsterisk={form.values.reasons.includes('other')}
              maxLength={2000}
              data-testid="suspend-memo"
              {...form.getInputProps('memo')}
            />
            <Textarea
              label="Message to the customer"
              maxLength={2000}
              data-testid="suspend-message"
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button
                type="submit"
                color="red"
                loading={send.isPending}
                data-testid="send-suspension-request"
              >
                Send suspension request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
