import { Avatar, Group, Image, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountSettingsQueryOptions } from '../../api/account-settings.ts';
import { fullNameOf, logOut, type Session } from '../../api/session.ts';
import { PreferencesModal } from '../../features/account-settings/index.ts';
import { closeCable } from '../../realtime/use-cable.ts';
import { notifyError } from '../notify.ts';
import { useApiImage } from '../use-api-image.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const SETTINGS_PATH = {
  pharmacy: '/pharmacy/settings/profile',
  supplier: '/suppliers/settings/profile',
  support: null,
} as const;

export function UserMenu({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The settings area is the pharmacy's and the supplier's; the support desk has none.
  const settingsPath = SETTINGS_PATH[session.account.kind];
  const settings = useQuery({ ...accountSettingsQueryOptions(), enabled: settingsPath !== null });
  // The session was read when the page loaded; a name saved since is in the settings.
  const name = fullNameOf(settings.data ?? session.user);
  const avatarUrl = useApiImage(settings.data?.avatar_url ?? null);
  const logoUrl = useApiImage(settings.data?.logo_url ?? null);

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
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu" aria-label={`User menu for ${name}`}>
            <Group gap="xs" wrap="nowrap">
              {logoUrl && (
                <Image src={logoUrl} h={32} w="auto" fit="contain" alt="" data-testid="header-logo" />
              )}
              <Avatar
                radius="xl"
                size="sm"
                color="blue"
                src={avatarUrl}
                alt={name}
                data-testid="header-avatar"
              >
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
          {settingsPath && (
            <>
              <Menu.Item component={Link} to={settingsPath} data-testid="menu-settings">
                Settings
              </Menu.Item>
              <Menu.Item onClick={() => setPreferencesOpen(true)} data-testid="menu-preferences">
                Preferences
              </Menu.Item>
            </>
          )}
          <Menu.Item data-testid="logout" disabled={loggingOut} onClick={() => void handleLogout()}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {settingsPath && (
        <PreferencesModal
          opened={preferencesOpen}
          onClose={() => setPreferencesOpen(false)}
          withInstantCheckout={session.account.kind === 'pharmacy'}
        />
      )}
    </>
  );
}
