import type { LinkProps } from '@tanstack/react-router';

/** One entry of a side navigation. Only pages that exist get an entry. */
export type NavItem = {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Active only on this exact path (dashboards), not on its children. */
  exact?: boolean;
  testId: string;
};
