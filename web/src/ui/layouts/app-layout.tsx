import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Session } from '../../api/session.ts';
import { useUserNotifications } from '../../realtime/use-user-notifications.ts';
import type { NavItem } from './nav-item.ts';
import { UserMenu } from './user-menu.tsx';

type AppLayoutProps = {
  session: Session;
  /** Which side this is, for tests and styling: pharmacy, supplier or support. */
  area: Session['account']['kind'];
  areaLabel: string;
  nav: NavItem[];
  /** Area-specific header content (the pharmacy search box and menus). */
  header?: ReactNode;
};

export const PRODUCT_NAME = 'Pharmacy Marketplace';

/** The shell of every signed-in page: header with the user menu, side navigation, content. */
export function AppLayout({ session, area, areaLabel, nav, header }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useLocation({ select: (location) => location.pathname });
  useUserNotifications();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      data-testid={`layout-${area}`}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700}>{PRODUCT_NAME}</Text>
            <Text c="dimmed" size="sm" visibleFrom="xs">
              {areaLabel}
            </Text>
          </Group>
          {/* The area header fills the middle and starts right after the title, so its links do not
              move when a widget on its right (balance, cart count) changes width. */}
          <Box flex={1} miw={0}>
            {header}
          </Box>
          <UserMenu session={session} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Main navigation" data-testid="side-nav">
        {/* Scrolls on its own when the entries outgrow the window (a short laptop screen). */}
        <AppShell.Section grow component={ScrollArea}>
          {nav.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              // The router marks its own active links with aria-current, which Mantine also styles:
              // match its notion of active to ours (dashboards exact, other entries with children).
              activeOptions={{ exact: !!item.exact }}
              label={item.label}
              data-testid={item.testId}
              active={isActive(item, pathname)}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** Dashboards are active only on their own path; other entries also on the pages beneath them. */
function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.exact ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
