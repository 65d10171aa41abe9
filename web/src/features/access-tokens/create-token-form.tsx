import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessTokensQueryKey, createAccessToken, type CreatedAccessToken } from '../../api/access-tokens.ts';
import { isApiError } from '../../api/client.ts';
import { notifyError } from '../../ui/notify.ts';

export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : 'Give the token a name') },
  });
  const create = useMutation({
    mutationFn: (name: string) => createAccessToken(name),
    onSuccess: async (token) => {
      form.reset();
      onCreated(token);
      await queryClient.invalidateQueries({ queryKey: accessTokensQueryKey });
    },
    onError: (error) => {
      const nameError = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
      if (nameError) form.setFieldError('name', nameError);
      else notifyError(error);
    },
  });

  return (
    <form onSubmit={form.onSubmit(({ name }) => create.mutate(name.trim()))} data-testid="create-token-form">
      <Group align="flex-end">
        <TextInput
          label="Token name"
          placeholder="e.g. Inventory sync"
          maxLength={100}
          style={{ flex: 1, maxWidth: 360 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" loading={create.isPending} data-testid="create-token">
          Create token
        </Button>
      </Group>
    </form>
  );
}
