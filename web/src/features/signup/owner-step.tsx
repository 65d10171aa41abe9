/** Step 4 of the signup: the owner (the account's admin user), the password and the terms. */
import { Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { SignupForm } from './signup-form.ts';

export function OwnerStep({ form }: { form: SignupForm }) {
  return (
    <Stack>
      <Group grow>
        <TextInput
          label="First name"
          required
          {...form.getInputProps('first_name')}
          data-testid="signup-first-name"
        />
        <TextInput
          label="Last name"
          required
          {...form.getInputProps('last_name')}
          data-testid="signup-last-name"
        />
      </Group>
      <TextInput
        label="Mobile"
        placeholder="(999) 999-9999"
        required
        {...form.getInputProps('mobile')}
        data-testid="signup-mobile"
      />
      <TextInput
        label="Date of birth"
        placeholder="MM-DD-YYYY"
        required
        {...form.getInputProps('dob')}
        data-testid="signup-dob"
      />
      <PasswordInput
        label="Password"
        description="At least 8 characters with a lower-case and an upper-case letter, a digit and a special character"
        required
        autoComplete="new-password"
        {...form.getInputProps('password')}
        data-testid="signup-password"
      />
      <PasswordInput
        label="Confirm password"
        required
        autoComplete="new-password"
        {...form.getInputProps('password_confirmation')}
        data-testid="signup-password-confirmation"
      />
      <Checkbox
        label="I accept the terms and conditions"
        {...form.getInputProps('terms', { type: 'checkbox' })}
        data-testid="signup-terms"
      />
    </Stack>
  );
}
