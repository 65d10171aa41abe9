import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '../../ui/layouts/settings-layout.tsx';
import { supplierSettingsNav } from '../../ui/layouts/settings-nav.ts';

/** The supplier's settings area: its tabs over each settings page. */
export const Route = createFileRoute('/suppliers/settings')({
  component: () => <SettingsLayout nav={supplierSettingsNav} />,
});
