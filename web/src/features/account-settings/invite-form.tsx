import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteTeamUser, teamQueryKey, type TeamInvitation } from '../../api/account-settings.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

export const ROLE_OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Administrator' },
];

/** Invites a user by email: they get a one-time link to set their password (72 hours). */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useForm<TeamInvitation>({
    initialValues: { email: '', first_name: '', last_name: '', role: 'member' },
  });
  const invite = useMutation({
    mutationFn: inviteTeamUser,
    onSuccess: async (member) => {
      notifySuccess(`An invitation was emailed to ${member.email}.`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => invite.mutate(values))} data-testid="invite-form">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          required
          {...form.getInputProps('email')}
          data-testid="invite-email"
        />
        <TextInput
          label="First name"
          required
          {...form.getInputProps('first_name')}
          data-testid="invite-first-name"
        />
        <TextInput
          label="Last name"
          required
          {...form.getInputProps('last_name')}
          data-testid="invite-last-name"
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('role')}
          data-testid="invite-role"
        />
        <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
          Send invitation
        </Button>
      </Group>
    </form>
  );
}
