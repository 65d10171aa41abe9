import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyPhoneMask, PHONE_MASK } from '../../../../domain/addresses/address-rules.ts';
import { accountSettingsQueryKey, updateProfile, type AccountSettings } from '../../api/account-settings.ts';
import { meQueryKey } from '../../api/session.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type Values = { first_name: string; last_name: string; phone: string };

/** One's name and phone (the phone typed into the spec's mask, pharmacy-side §5). */
export function ProfileForm({ settings, onSaved }: { settings: AccountSettings; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      first_name: settings.first_name,
      last_name: settings.last_name,
      phone: settings.phone ? applyPhoneMask(settings.phone) : '',
    },
  });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      notifySuccess('Your profile was saved.');
      await queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey });
      // The header shows the name from the session.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      onSaved?.();
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="profile-form">
      <Stack maw={480}>
        <Group grow>
          <TextInput
            label="First name"
            required
            {...form.getInputProps('first_name')}
            data-testid="profile-first-name"
          />
          <TextInput
            label="Last name"
            required
            {...form.getInputProps('last_name')}
            data-testid="profile-last-name"
          />
        </Group>
        <TextInput label="Email" value={settings.email} readOnly disabled />
        <TextInput
          label="Phone"
          placeholder={PHONE_MASK}
          {...form.getInputProps('phone')}
          onChange={(event) => form.setFieldValue('phone', applyPhoneMask(event.currentTarget.value))}
          data-testid="profile-phone"
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
