import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerErrors } from '../../ui/server-errors.ts';
import type { VacationDraft, VacationTime } from './settings-api.ts';

type VacationTimeModalProps = {
  /** The vacation being edited, a blank one for a new vacation, or null when closed. */
  editing: VacationTime | VacationDraft | null;
  onClose: () => void;
  onSave: (draft: VacationDraft) => Promise<unknown>;
};

const BLANK: VacationDraft = { name: '', start_date: '', end_date: '', notes: '' };

/** A vacation time's form: name, start and end dates (end on or after start), notes. */
export function VacationTimeModal({ editing, onClose, onSave }: VacationTimeModalProps) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing && 'id' in editing ? 'Edit vacation time' : 'New vacation time'}
    >
      {editing && <VacationForm initial={editing} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

/** Mounted afresh each time the modal opens, so it starts from the vacation being edited. */
function VacationForm({
  initial,
  onClose,
  onSave,
}: { initial: VacationDraft } & Omit<VacationTimeModalProps, 'editing'>) {
  const form = useForm<VacationDraft>({
    initialValues: { ...BLANK, ...initial, notes: initial.notes ?? '' },
    validate: {
      name: (v) => (v.trim() ? null : 'This field is required.'),
      start_date: (v) => (v ? null : 'This field is required.'),
      end_date: (v, values) =>
        !v
          ? 'This field is required.'
          : values.start_date && v < values.start_date
            ? 'End date cannot be before the start date.'
            : null,
    },
  });

  async function submit(values: VacationDraft) {
    try {
      await onSave({ ...values, notes: values.notes?.trim() ? values.notes : null });
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} data-testid="vacation-form">
      <Stack>
        <TextInput
          label="Name"
          required
          maxLength={100}
          data-testid="vacation-name"
          {...form.getInputProps('name')}
        />
        <Group grow>
          <TextInput
            label="Start date"
            type="date"
            required
            data-testid="vacation-start"
            {...form.getInputProps('start_date')}
          />
          <TextInput
            label="End date"
            type="date"
            required
            min={form.values.start_date || undefined}
            data-testid="vacation-end"
            {...form.getInputProps('end_date')}
          />
        </Group>
        <Textarea
          label="Notes"
          maxLength={1000}
          autosize
          minRows={2}
          data-testid="vacation-notes"
          {...form.getInputProps('notes')}
          value={form.values.notes ?? ''}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" data-testid="save-vacation">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
