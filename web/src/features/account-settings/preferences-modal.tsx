import { Loader, Modal, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from '../../api/account-settings.ts';
import { InstantCheckoutDefaults } from './instant-checkout-defaults.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Instant-checkout defaults are a buyer's: the pharmacy side only. */
  withInstantCheckout: boolean;
};

/** The spec's tabbed preferences modal (pharmacy-side §2): account, password, instant-checkout defaults. */
export function PreferencesModal({ opened, onClose, withInstantCheckout }: Props) {
  const settings = useQuery({ ...accountSettingsQueryOptions(), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Preferences" size="lg" data-testid="preferences-modal">
      <Tabs defaultValue="account" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="account" data-testid="preferences-tab-account">
            Account
          </Tabs.Tab>
          <Tabs.Tab value="password" data-testid="preferences-tab-password">
            Password
          </Tabs.Tab>
          {withInstantCheckout && (
            <Tabs.Tab value="instant-checkout" data-testid="preferences-tab-instant-checkout">
              Instant checkout
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="account">
          {settings.data ? <ProfileForm settings={settings.data} onSaved={onClose} /> : <Loader size="sm" />}
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm onSaved={onClose} />
        </Tabs.Panel>
        {withInstantCheckout && (
          <Tabs.Panel value="instant-checkout">
            <InstantCheckoutDefaults onSaved={onClose} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
