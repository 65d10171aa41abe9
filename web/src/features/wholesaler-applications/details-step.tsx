/**
 * Step 1 of the wholesaler application (step-fieldset1): the signup / credit application data of
 * pharmacy-side §3, prefilled from the account, checked with the shared schema of domain/. On a
 * net-terms application the credit application shows the chosen licence and DEA file names.
 */
import { Button, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { applicationDetailsSchema } from '../../../../domain/wholesaler-applications/details.ts';
import type { AccountType, DetailsBody } from './applications-api.ts';

type Values = Record<string, string | number>;

const TEXT_FIELDS: [string, string][] = [
  ['business_legal_name', 'Business legal name'],
  ['business_type', 'Business type'],
  ['email', 'Email'],
  ['mobile', 'Mobile'],
  ['address', 'Address'],
  ['city', 'City'],
  ['zip', 'ZIP'],
  ['dea_number', 'DEA number'],
  ['dea_expiry', 'DEA expiry (YYYY-MM-DD)'],
  ['state_license_num', 'State licence number'],
  ['state_license_expiry', 'State licence expiry (YYYY-MM-DD)'],
  ['federal_tax_id', 'Federal tax id'],
  ['ncpdp_number', 'NCPDP number'],
  ['gln_number', 'GLN'],
];
const OPTIONAL = new Set([
  'business_type',
  'ncpdp_number',
  'gln_number',
  'gpo_name',
  'license_document_name',
  'dea_document_name',
]);

/** The form's values as the route's body: optional fields left empty are not sent. */
function bodyOf(values: Values): DetailsBody {
  const entries = Object.entries(values).filter(([k, v]) => !(OPTIONAL.has(k) && v === ''));
  return Object.fromEntries(entries) as DetailsBody;
}

export function DetailsStep({
  prefill,
  saved,
  accountType,
  busy,
  onSubmit,
}: {
  prefill: Record<string, string | number | null>;
  saved: Record<string, unknown> | null;
  accountType: AccountType;
  busy: boolean;
  onSubmit: (body: DetailsBody) => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const start = { ...prefill, ...saved } as Record<string, unknown>;
  const form = useForm<Values>({
    initialValues: {
      ...Object.fromEntries(TEXT_FIELDS.map(([k]) => [k, typeof start[k] === 'string' ? start[k] : ''])),
      state_id: typeof start.state_id === 'number' ? start.state_id : 1,
      part_of_a_gpo: start.part_of_a_gpo === 'Yes' ? 'Yes' : 'No',
      gpo_name: typeof start.gpo_name === 'string' ? start.gpo_name : '',
      license_document_name:
        typeof start.license_document_name === 'string' ? start.license_document_name : '',
      dea_document_name: typeof start.dea_document_name === 'string' ? start.dea_document_name : '',
    },
    validate: (values) => schemaResolver(applicationDetailsSchema(today), { sync: true })(bodyOf(values)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(bodyOf(values)))} data-testid="step-fieldset1">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map(([name, label]) => (
            <TextInput
              key={name}
              label={label}
              {...form.getInputProps(name)}
              data-testid={`application-${name}`}
            />
          ))}
          <Select label="Part of a GPO" data={['Yes', 'No']} {...form.getInputProps('part_of_a_gpo')} />
          {form.values.part_of_a_gpo === 'Yes' && (
            <TextInput label="GPO name" {...form.getInputProps('gpo_name')} />
          )}
        </SimpleGrid>
        {accountType === 'net_terms' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="credit-application">
            <FileInput
              label="State licence document"
              placeholder={String(form.values.license_document_name || 'Choose a file')}
              onChange={(file) => form.setFieldValue('license_document_name', file?.name ?? '')}
            />
            <FileInput
              label="DEA document"
              placeholder={String(form.values.dea_document_name || 'Choose a file')}
              onChange={(file) => form.setFieldValue('dea_document_name', file?.name ?? '')}
            />
          </SimpleGrid>
        )}
        <Group>
          <Button type="submit" loading={busy} data-testid="application-details-next">
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
