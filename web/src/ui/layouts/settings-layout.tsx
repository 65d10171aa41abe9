import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { NavItem } from './nav-item.ts';

/**
 * The settings area (issue 23): one bar of tabs over every settings page of a side, the page
 * below. Pages that are not in `nav` (a page reached from another, like bank verification) still
 * render, with no tab selected.
 */
export function SettingsLayout({ nav }: { nav: NavItem[] }) {
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') });
  const navigate = useNavigate();
  const active = nav.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <Stack data-testid="settings-area">
      <Tabs
        value={active?.to ?? null}
        onChange={(to) => {
          const item = nav.find((entry) => entry.to === to);
          if (item) void navigate({ to: item.to });
        }}
      >
        <Tabs.List aria-label="Settings">
          {nav.map((item) => (
            <Tabs.Tab key={item.to} value={item.to} data-testid={item.testId}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
