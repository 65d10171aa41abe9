import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isoDateIn } from '../../../../domain/zoned-dates.ts';
import { isApiError } from '../../api/client.ts';
import { useAccountTimeZone } from '../../api/session.ts';
import { notifyError } from '../../ui/notify.ts';
import { firstMessages } from '../../ui/server-errors.ts';
import type { DealSettings } from './deals-api.ts';

type DealSettingsModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Saves the settings; a rejected promise keeps the modal open with the field errors. */
  onSave: (settings: DealSettings) => Promise<unknown>;
};

type DealForm = {
  deal_price: string;
  start_date: string;
  end_date: string;
  triggering_quantity: string | number;
};

/**
 * Deal price (at most the regular price), dates and triggering quantity of one or several deals.
 * The dates start on today in the account's own calendar; the API checks every rule.
 */
export function DealSettingsModal({ title, opened, onClose, onSave }: DealSettingsModalProps) {
  const today = isoDateIn(new Date(), useAccountTimeZone());
  const form = useForm<DealForm>({
    initialValues: { deal_price: '', start_date: today, end_date: today, triggering_quantity: '' },
  });

  async function submit(values: DealForm) {
    const qty = Number(values.triggering_quantity);
    try {
      await onSave({
        deal_price: values.deal_price,
        start_date: values.start_date,
        end_date: values.end_date,
        ...(qty > 0 ? { triggering_quantity: qty } : {}),
      });
      onClose();
    } catch (error) {
      // Several deals at once answer 'deals.3.deal_price': the same field of this one form.
      if (isApiError(error)) {
        const byField = Object.entries(firstMessages(error.fieldErrors)).map(
          ([path, message]) => [path.split('.').pop() ?? path, message] as const,
        );
        form.setErrors(Object.fromEntries(byField));
      }
      notifyError(error);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          <TextInput label="Deal price" required {...form.getInputProps('deal_price')} />
          <TextInput label="Start date" type="date" required {...form.getInputProps('start_date')} />
          <TextInput label="End date" type="date" required {...form.getInputProps('end_date')} />
          <NumberInput label="Triggering quantity" min={1} {...form.getInputProps('triggering_quantity')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="save-deal">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
