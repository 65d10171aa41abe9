import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '../../ui/layouts/settings-layout.tsx';
import { pharmacySettingsNav } from '../../ui/layouts/settings-nav.ts';

/** The pharmacy's settings area: its tabs over each settings page. */
export const Route = createFileRoute('/pharmacy/settings')({
  component: () => <SettingsLayout nav={pharmacySettingsNav} />,
});
