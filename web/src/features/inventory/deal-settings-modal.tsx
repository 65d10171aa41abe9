import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { notifyError } from '../../ui/notify.ts';
import type { DealSettings } from './deals-api.ts';

type DealSettingsModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Saves the settings; a rejected promise keeps the modal open with the field errors. */
  onSave: (settings: DealSettings) => Promise<unknown>;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Deal price (at most the regular price), dates and triggering quantity of one or several deals. */
export function DealSettingsModal({ title, opened, onClose, onSave }: DealSettingsModalProps) {
  const [form, setForm] = useState({
    deal_price: '',
    start_date: today(),
    end_date: today(),
    triggering_quantity: '' as string | number,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    setSaving(true);
    setErrors({});
    try {
      const qty = Number(form.triggering_quantity);
      await onSave({
        deal_price: form.deal_price,
        start_date: form.start_date,
        end_date: form.end_date,
        ...(qty > 0 ? { triggering_quantity: qty } : {}),
      });
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k.split('.').pop() ?? k, v[0] ?? '']),
          ),
        );
      }
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label="Deal price"
            required
            value={form.deal_price}
            error={errors.deal_price}
            onChange={(e) => setForm({ ...form, deal_price: e.currentTarget.value })}
          />
          <TextInput
            label="Start date"
            type="date"
            required
            value={form.start_date}
            onChange={(e) => setForm({ ...form, start_date: e.currentTarget.value })}
          />
          <TextInput
            label="End date"
            type="date"
            required
            value={form.end_date}
            error={errors.end_date}
            onChange={(e) => setForm({ ...form, end_date: e.currentTarget.value })}
          />
          <NumberInput
            label="Triggering quantity"
            min={1}
            value={form.triggering_quantity}
            error={errors.triggering_quantity}
            onChange={(v) => setForm({ ...form, triggering_quantity: v })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} data-testid="save-deal">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
