import { Badge, Button, Card, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  changeTeamRole,
  removeTeamUser,
  resendTeamInvitation,
  teamQueryKey,
  teamQueryOptions,
  type TeamMember,
  type TeamRole,
} from '../../api/account-settings.ts';
import { meQueryOptions } from '../../api/session.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { InviteForm, ROLE_OPTIONS } from './invite-form.tsx';

/** The account's users and roles (issue 23): admins invite, change roles and remove; members read. */
export function TeamPage() {
  const queryClient = useQueryClient();
  const { data: team } = useSuspenseQuery(teamQueryOptions());
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const isAdmin = useHasAdminRole();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQueryKey });
  const role = useMutation({
    mutationFn: ({ id, next }: { id: string; next: TeamRole }) => changeTeamRole(id, next),
    onSuccess: async (member) => {
      notifySuccess(
        `${member.first_name} ${member.last_name} is now ${member.role === 'admin' ? 'an administrator' : 'a member'}.`,
      );
      await refresh();
    },
    onError: async (error) => {
      notifyError(error);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) => removeTeamUser(member.id),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await refresh();
    },
    onError: notifyError,
  });

  const resend = useMutation({
    mutationFn: (member: TeamMember) => resendTeamInvitation(member.id),
    onSuccess: async (member) => {
      notifySuccess(`A new invitation link was sent to ${member.email}.`);
      await refresh();
    },
    onError: notifyError,
  });

  function askToRemove(member: TeamMember) {
    confirmAction({
      title: 'Remove user',
      message: `Remove ${member.first_name} ${member.last_name} (${member.email}) from your account? They are signed out at once.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(member),
    });
  }

  return (
    <Stack maw={960} data-testid="team-page">
      <Title order={1}>Users</Title>
      <Text c="dimmed">The people who sign in to your account, and what they may do.</Text>
      {isAdmin ? (
        <Card withBorder>
          <Title order={3} mb="sm">
            Invite a user
          </Title>
          <InviteForm />
        </Card>
      ) : (
        <AdminOnlyNotice can="invite, change or remove users" />
      )}
      <Table striped data-testid="team-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.map((member) => {
            const isSelf = member.id === me?.user.id;
            return (
              <Table.Tr key={member.id} data-testid={`team-row-${member.email}`}>
                <Table.Td>
                  {member.first_name} {member.last_name}{' '}
                  {member.invited && (
                    <Badge size="xs" variant="light" color="yellow">
                      Invited
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  {isAdmin ? (
                    <NativeSelect
                      aria-label={`Role of ${member.email}`}
                      data={ROLE_OPTIONS}
                      value={member.role}
                      disabled={role.isPending}
                      onChange={(event) =>
                        role.mutate({ id: member.id, next: event.currentTarget.value as TeamRole })
                      }
                      data-testid="team-role"
                    />
                  ) : (
                    (ROLE_OPTIONS.find((option) => option.value === member.role)?.label ?? member.role)
                  )}
                </Table.Td>
                <Table.Td>
                  {isAdmin && member.invited && (
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={resend.isPending && resend.variables?.id === member.id}
                      onClick={() => resend.mutate(member)}
                      data-testid="team-resend-invitation"
                    >
                      Resend invitation
                    </Button>
                  )}
                  {isAdmin && !isSelf && (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => askToRemove(member)}
                      data-testid="team-remove"
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
