import { Button, Group, NumberInput, PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCESS_TOKEN_LIFETIME_DAYS } from '../../../../domain/identity/access-token-lifetime.ts';
import { CreateAccessTokenSchema } from '../../../../domain/identity/schemas.ts';
import {
  accessTokensQueryKey,
  createAccessToken,
  type CreatedAccessToken,
  type NewAccessToken,
} from '../../api/access-tokens.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type TokenFormValues = Required<NewAccessToken>;

/**
 * Making a token: a name, the user's current password (asked again, as the API does) and how many
 * days it lives, 90 unless changed and 365 at most; the API's own schema checks the form first.
 */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', current_password: '', expires_in_days: ACCESS_TOKEN_LIFETIME_DAYS.default },
    validate: schemaResolver(CreateAccessTokenSchema, { sync: true }),
  });
  const create = useMutation({
    mutationFn: (values: TokenFormValues) => createAccessToken({ ...values, name: values.name.trim() }),
    onSuccess: async (token) => {
      form.reset();
      onCreated(token);
      await queryClient.invalidateQueries({ queryKey: accessTokensQueryKey });
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} data-testid="create-token-form">
      <Group align="flex-start">
        <TextInput
          label="Token name"
          placeholder="e.g. Inventory sync"
          maxLength={100}
          style={{ flex: 1, maxWidth: 320 }}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label="Lifetime (days)"
          min={1}
          max={ACCESS_TOKEN_LIFETIME_DAYS.max}
          allowDecimal={false}
          w={140}
          {...form.getInputProps('expires_in_days')}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          w={220}
          {...form.getInputProps('current_password')}
        />
        <Button type="submit" mt={25} loading={create.isPending} data-testid="create-token">
          Create token
        </Button>
      </Group>
    </form>
  );
}
