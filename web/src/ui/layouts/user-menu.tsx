import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fullNameOf, logOut, type Session } from '../../api/session.ts';
import { closeCable } from '../../realtime/use-cable.ts';
import { notifyError } from '../notify.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function UserMenu({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const name = fullNameOf(session.user);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logOut(queryClient);
      closeCable();
      // A full load, not a client-side navigation: the server then injects the CSRF token of
      // the new anonymous session into index.html, so the next login is accepted.
      window.location.assign('/login');
    } catch (error) {
      setLoggingOut(false);
      notifyError(error);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={`User menu for ${name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="blue">
              {initialsOf(name)}
            </Avatar>
            <div>
              <Text size="sm" fw={500} data-testid="user-name">
                {name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="account-name">
                {session.account.name}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.email}</Menu.Label>
        <Menu.Item data-testid="logout" disabled={loggingOut} onClick={() => void handleLogout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
