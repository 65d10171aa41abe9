/** Step 1 of the signup: the email, DEA number and federal tax id, checked against existing accounts. */
import { Stack, TextInput } from '@mantine/core';
import { validateDea, validateEmail } from './signup-api.ts';
import type { SignupForm } from './signup-form.ts';

export function AccountStep({ form }: { form: SignupForm }) {
  async function checkEmail() {
    const email = form.values.email.trim();
    if (!email) return;
    const answer = await validateEmail(email).catch(() => null);
    if (answer && !answer.valid) form.setFieldError('email', answer.message);
  }
  async function checkDea() {
    const dea = form.values.dea_number.trim();
    if (!dea) return;
    const answer = await validateDea(dea).catch(() => null);
    if (answer && !answer.valid) form.setFieldError('dea_number', answer.message);
  }
  return (
    <Stack>
      <TextInput
        label="Email"
        type="email"
        required
        {...form.getInputProps('email')}
        onBlur={() => void checkEmail()}
        data-testid="signup-email"
      />
      <TextInput
        label="DEA number"
        required
        {...form.getInputProps('dea_number')}
        onBlur={() => void checkDea()}
        data-testid="signup-dea-number"
      />
      <TextInput
        label="Federal tax id"
        placeholder="99-9999999"
        required
        {...form.getInputProps('federal_tax_id')}
        data-testid="signup-federal-tax-id"
      />
    </Stack>
  );
}
