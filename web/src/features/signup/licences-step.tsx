/**
 * Step 3 of the signup: the DEA expiry and the state licences (up to 60 groups, each with
 * month/day/year parts), and their documents unless the faxed or auto-download option is ticked.
 */
import {
  ActionIcon,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MAX_LICENCES } from '../../../../domain/signup/field-rules.ts';
import { US_STATES, type SignupFiles, type SignupForm } from './signup-form.ts';
import { EMPTY_LICENCE } from './signup-values.ts';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: String(s.id), label: s.code }));
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif';

type Props = { form: SignupForm; files: SignupFiles; setFiles: (files: SignupFiles) => void };

function DateParts({
  form,
  index,
  prefix,
  label,
}: {
  form: SignupForm;
  index: number;
  prefix: 'issue' | 'expiry';
  label: string;
}) {
  const path = (part: string) => `licences.${index}.${prefix}_${part}`;
  return (
    <Group gap="xs" align="end">
      <Text size="sm" w={90}>
        {label}
      </Text>
      <TextInput
        w={60}
        placeholder="MM"
        aria-label={`${label} month`}
        {...form.getInputProps(path('month'))}
        data-testid={`licence-${index}-${prefix}-month`}
      />
      <TextInput
        w={60}
        placeholder="DD"
        aria-label={`${label} day`}
        {...form.getInputProps(path('day'))}
        data-testid={`licence-${index}-${prefix}-day`}
      />
      <TextInput
        w={80}
        placeholder="YYYY"
        aria-label={`${label} year`}
        {...form.getInputProps(path('year'))}
        data-testid={`licence-${index}-${prefix}-year`}
      />
    </Group>
  );
}

export function LicencesStep({ form, files, setFiles }: Props) {
  const licences = form.values.licences;
  return (
    <Stack>
      <TextInput
        label="DEA expiry"
        placeholder="MM-DD-YYYY"
        required
        {...form.getInputProps('dea_expiry')}
        data-testid="signup-dea-expiry"
      />
      {licences.map((_, index) => (
        <Paper key={index} withBorder p="sm" data-testid="signup-licence">
          <Stack gap="xs">
            <Group align="end">
              <TextInput
                label="State licence number"
                required
                {...form.getInputProps(`licences.${index}.number`)}
                data-testid={`licence-${index}-number`}
              />
              <Select
                label="State"
                w={100}
                searchable
                data={STATE_OPTIONS}
                {...form.getInputProps(`licences.${index}.state_id`)}
                data-testid={`licence-${index}-state`}
              />
              {licences.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remove licence"
                  onClick={() => form.removeListItem('licences', index)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <DateParts form={form} index={index} prefix="issue" label="Issued" />
            <DateParts form={form} index={index} prefix="expiry" label="Expires" />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="subtle"
        disabled={licences.length >= MAX_LICENCES}
        onClick={() => form.insertListItem('licences', { ...EMPTY_LICENCE })}
        data-testid="signup-add-licence"
      >
        Add another state licence
      </Button>
      <Checkbox
        label="I will fax my documents, or the marketplace may download them automatically"
        {...form.getInputProps('documents_by_fax', { type: 'checkbox' })}
        data-testid="signup-documents-by-fax"
      />
      {!form.values.documents_by_fax && (
        <>
          <FileInput
            label="State licence documents"
            multiple
            accept={ACCEPT}
            value={files.licences}
            onChange={(licences) => setFiles({ ...files, licences })}
            data-testid="signup-licence-files"
          />
          <FileInput
            label="DEA registration document"
            accept={ACCEPT}
            value={files.dea}
            onChange={(dea) => setFiles({ ...files, dea })}
            data-testid="signup-dea-file"
          />
        </>
      )}
    </Stack>
  );
}
