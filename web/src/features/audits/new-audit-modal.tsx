/**
 * The new-audit modal (supplier-side §2 Audits, §5 Audit): the wholesaler asked, the auditor (an
 * existing company from the list, or a new one by name — choosing one disables the other), the
 * period (the end date's minimum follows the start date), the auditor's deadline and the point of
 * contact. A button starts the audit demo tour.
 */
import { Button, Fieldset, Group, Modal, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors } from '../../ui/server-errors.ts';
import { AUDIT_FAILURE_TITLES, notifyAuditFailure } from './audit-toasts.ts';
import { auditorsQueryOptions, auditsKey, auditWholesalersQueryOptions, createAudit } from './audits-api.ts';
import {
  EMPTY_NEW_AUDIT,
  newAuditBodyOf,
  validateNewAudit,
  type NewAuditValues,
} from './new-audit-values.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function NewAuditModal({
  opened,
  onClose,
  onStartTour,
}: {
  opened: boolean;
  onClose: () => void;
  onStartTour: () => void;
}) {
  const queryClient = useQueryClient();
  const wholesalers = useQuery({ ...auditWholesalersQueryOptions(), enabled: opened });
  const auditors = useQuery({ ...auditorsQueryOptions(), enabled: opened });
  const form = useForm<NewAuditValues>({ initialValues: EMPTY_NEW_AUDIT, validate: validateNewAudit });
  const close = () => {
    form.reset();
    onClose();
  };
  const create = useMutation({
    mutationFn: (values: NewAuditValues) => createAudit(newAuditBodyOf(values)),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      close();
      await queryClient.invalidateQueries({ queryKey: auditsKey });
    },
    onError: (error) => {
      putFieldErrors(form, error);
      notifyAuditFailure(AUDIT_FAILURE_TITLES.create, error);
    },
  });
  const existing = form.values.existing_company === 'yes';
  const chooseExisting = (value: string) => {
    // §5: yes → the auditor list is required and the new name disabled; no → the reverse.
    form.setFieldValue('existing_company', value === 'no' ? 'no' : 'yes');
    form.setFieldValue(value === 'no' ? 'auditor_id' : 'new_auditor_name', '');
    form.clearFieldError('auditor_id');
    form.clearFieldError('new_auditor_name');
  };
  const options = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Modal opened={opened} onClose={close} title="New audit" size="lg" data-testid="new-audit-modal">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => create.mutate(values))}
        data-testid="new-audit-form"
      >
        <Stack>
          <Select
            label="Wholesaler"
            placeholder={wholesalers.isPending ? 'Loading…' : 'Choose the wholesaler'}
            data={options(wholesalers.data?.data)}
            searchable
            withAsterisk
            nothingFoundMessage="You buy from no wholesaler yet."
            data-testid="new-audit-wholesaler"
            {...form.getInputProps('supplier_id')}
          />
          <Radio.Group
            label="Is the auditor a company already listed?"
            value={form.values.existing_company}
            onChange={chooseExisting}
          >
            <Group mt={4}>
              <Radio value="yes" label="Yes" data-testid="new-audit-existing-yes" />
              <Radio value="no" label="No" data-testid="new-audit-existing-no" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Auditor"
              placeholder={auditors.isPending ? 'Loading…' : 'Choose the auditor'}
              data={options(auditors.data?.data)}
              searchable
              disabled={!existing}
              withAsterisk={existing}
              data-testid="new-audit-auditor"
              {...form.getInputProps('auditor_id')}
            />
            <TextInput
              label="New auditor company"
              maxLength={200}
              disabled={existing}
              withAsterisk={!existing}
              data-testid="new-audit-new-name"
              {...form.getInputProps('new_auditor_name')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="date"
              label="Start date"
              withAsterisk
              data-testid="new-audit-start"
              {...form.getInputProps('start_date')}
            />
            <TextInput
              type="date"
              label="End date"
              withAsterisk
              // §5: the end date's minimum follows the start date.
              min={form.values.start_date || undefined}
              data-testid="new-audit-end"
              {...form.getInputProps('end_date')}
            />
            <TextInput
              type="date"
              label="Auditor’s deadline"
              description="Optional; 14 days when left empty"
              min={today()}
              data-testid="new-audit-due"
              {...form.getInputProps('due_date')}
            />
          </SimpleGrid>
          <Fieldset legend="Point of contact at the auditor">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Name"
                withAsterisk
                maxLength={200}
                data-testid="new-audit-contact-name"
                {...form.getInputProps('point_of_contact.name')}
              />
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                maxLength={254}
                data-testid="new-audit-contact-email"
                {...form.getInputProps('point_of_contact.email')}
              />
              <TextInput
                label="Phone"
                maxLength={30}
                data-testid="new-audit-contact-phone"
                {...form.getInputProps('point_of_contact.phone')}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="space-between">
            <Button variant="subtle" onClick={onStartTour} data-testid="audit-tour-start">
              Take the tour
            </Button>
            <Group>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} data-testid="new-audit-submit">
                Send audit request
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
