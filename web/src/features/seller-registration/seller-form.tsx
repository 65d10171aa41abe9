/**
 * The become-seller form (supplier-side §3–§5): tabs with next and previous (the first tab's
 * previous returns to the intro), each tab validated before moving on, submitted after the last.
 * Driver licence files are checked as chosen (offending ones removed, with the spec's messages);
 * the same-cutoff option makes the per-day fields read-only and copies a valid value to them.
 */
import { Button, Checkbox, FileInput, Group, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkDriverLicenceFiles } from '../../../../domain/seller-registration/driver-licence-files.ts';
import {
  BecomeSellerFieldsSchema,
  type BecomeSellerFields,
} from '../../../../domain/seller-registration/seller-form.ts';
import {
  copyCutoffToWeekdays,
  cutoffField,
  CUTOFF_MESSAGE,
  isValidCutoff,
  SELLER_WEEKDAYS,
} from '../../../../domain/seller-registration/shipping-cutoff.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { sellerKey, submitBecomeSeller } from './seller-api.ts';

const TABS = ['details', 'licence', 'shipping'] as const;
type Tab = (typeof TABS)[number];

const INITIAL = {
  seller_name: '',
  contact_phone: '',
  email_driver_license_photo: '0',
  same_cutoff_for_all: '0',
  same_cutoff_time: '',
  ...Object.fromEntries(SELLER_WEEKDAYS.map((day) => [cutoffField(day), ''])),
} as BecomeSellerFields;

export function SellerForm({ onBackToIntro }: { onBackToIntro: () => void }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('details');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<BecomeSellerFields>({
    initialValues: INITIAL,
    validate: schemaResolver(BecomeSellerFieldsSchema, { sync: true }),
  });
  const v = form.getValues();
  const sameForAll = v.same_cutoff_for_all === '1';
  const emailed = v.email_driver_license_photo === '1';
  const submit = useMutation({
    mutationFn: () => submitBecomeSeller(form.getValues() as Record<string, string>, files),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: sellerKey });
    },
    onError: notifyError,
  });

  const chooseFiles = (chosen: File[]) => {
    const { kept, error } = checkDriverLicenceFiles(chosen, { emailed });
    setFiles(kept);
    setFileError(error);
  };

  /** Validates the tab's fields; true when it may be left forward. */
  const tabValid = (current: Tab): boolean => {
    if (current === 'details')
      return ['seller_name', 'contact_phone'].map((f) => form.validateField(f).hasError).every((e) => !e);
    if (current === 'licence') {
      const { error } = checkDriverLicenceFiles(files, { emailed });
      setFileError(error);
      return error === null;
    }
    const fields: string[] = sameForAll ? ['same_cutoff_time'] : SELLER_WEEKDAYS.map(cutoffField);
    let ok = true;
    for (const field of fields)
      if (!isValidCutoff(String(form.getValues()[field as keyof BecomeSellerFields] ?? ''))) {
        form.setFieldError(field, CUTOFF_MESSAGE);
        ok = false;
      }
    return ok;
  };

  const next = () => {
    if (!tabValid(tab)) return;
    const i = TABS.indexOf(tab);
    if (i === TABS.length - 1) submit.mutate();
    else setTab(TABS[i + 1]!);
  };
  const previous = () => {
    const i = TABS.indexOf(tab);
    if (i === 0) onBackToIntro();
    else setTab(TABS[i - 1]!);
  };

  const onAllDays = (value: string) => {
    form.setFieldValue('same_cutoff_time', value);
    if (isValidCutoff(value))
      for (const [day, cutoff] of Object.entries(copyCutoffToWeekdays(value)))
        form.setFieldValue(cutoffField(day as (typeof SELLER_WEEKDAYS)[number]), cutoff);
  };

  return (
    <Stack data-testid="seller-form">
      <Tabs value={tab}>
        <Tabs.List>
          <Tabs.Tab value="details">Seller details</Tabs.Tab>
          <Tabs.Tab value="licence">Driver licence</Tabs.Tab>
          <Tabs.Tab value="shipping">Shipping cut-off</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack maw={420}>
            <TextInput
              label="Seller name"
              withAsterisk
              data-testid="seller-name"
              {...form.getInputProps('seller_name')}
            />
            <TextInput
              label="Contact phone"
              placeholder="(555) 555-5555"
              withAsterisk
              data-testid="contact-phone"
              {...form.getInputProps('contact_phone')}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="licence" pt="md">
          <Stack maw={420}>
            <FileInput
              label="Driver licence photo"
              multiple
              clearable
              accept=".pdf,.jpg,.jpeg,.png,.gif"
              value={files}
              onChange={chooseFiles}
              error={fileError}
              data-testid="driver-licence"
            />
            <Checkbox
              label="I will email a photo of my driver licence"
              checked={emailed}
              onChange={(e) =>
                form.setFieldValue('email_driver_license_photo', e.currentTarget.checked ? '1' : '0')
              }
              data-testid="emailed-licence"
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="shipping" pt="md">
          <Stack maw={560}>
            <Checkbox
              label="Same cut-off time for all days"
              checked={sameForAll}
              onChange={(e) => form.setFieldValue('same_cutoff_for_all', e.currentTarget.checked ? '1' : '0')}
              data-testid="same-cutoff"
            />
            {sameForAll && (
              <TextInput
                label="Cut-off for all days"
                placeholder="5:00"
                maxLength={5}
                withAsterisk
                data-testid="all-days-cutoff"
                {...form.getInputProps('same_cutoff_time')}
                onChange={(e) => onAllDays(e.currentTarget.value)}
              />
            )}
            <SimpleGrid cols={3}>
              {SELLER_WEEKDAYS.map((day) => (
                <TextInput
                  key={day}
                  label={day[0]!.toUpperCase() + day.slice(1)}
                  placeholder="5:00"
                  maxLength={5}
                  readOnly={sameForAll}
                  data-testid={`cutoff-${day}`}
                  {...form.getInputProps(cutoffField(day))}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group>
        <Button variant="default" onClick={previous} data-testid="seller-previous">
          {tab === 'details' ? 'Back to intro' : 'Previous'}
        </Button>
        <Button onClick={next} loading={submit.isPending} data-testid="seller-next">
          {tab === 'shipping' ? 'Submit registration' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
