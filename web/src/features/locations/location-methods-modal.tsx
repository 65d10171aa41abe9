/**
 * Links the account's cards and bank accounts to a location (issue 23: checkout for the location
 * offers them; with none linked it offers every method). Shown to an admin of the location's own
 * account (`can_add_payment_methods`).
 */
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentMethodsQueryOptions } from '../payment-methods/index.ts';
import { notifyError } from '../../ui/notify.ts';
import type { Location } from './locations-api.ts';

type Links = { bank_account_ids: string[]; credit_card_ids: string[] };
type Props = {
  location: Location | null;
  onClose: () => void;
  onSave: (id: string, links: Links) => Promise<unknown>;
};

export function LocationMethodsModal({ location, onClose, onSave }: Props) {
  return (
    <Modal opened={location !== null} onClose={onClose} title="Payment methods for this location">
      {location && <MethodsForm location={location} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function MethodsForm({ location, onClose, onSave }: { location: Location } & Omit<Props, 'location'>) {
  const methods = useQuery(paymentMethodsQueryOptions());
  const [cards, setCards] = useState<string[]>(location.credit_card_ids);
  const [banks, setBanks] = useState<string[]>(location.bank_account_ids);
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);
  async function save() {
    try {
      await onSave(location.id, { bank_account_ids: banks, credit_card_ids: cards });
      onClose();
    } catch (error) {
      notifyError(error);
    }
  }
  return (
    <Stack data-testid="location-methods-form">
      <Text size="sm" c="dimmed">
        Checkout for {location.name} offers the methods ticked here; with none ticked it offers all of them.
      </Text>
      {methods.data?.cards.map((c) => (
        <Checkbox
          key={c.id}
          label={`${c.brand} ending in ${c.last4}`}
          checked={cards.includes(c.id)}
          onChange={(e) => setCards(toggle(cards, c.id, e.currentTarget.checked))}
        />
      ))}
      {methods.data?.bank_accounts.map((b) => (
        <Checkbox
          key={b.id}
          label={`${b.bank_name} ending in ${b.last4}`}
          checked={banks.includes(b.id)}
          onChange={(e) => setBanks(toggle(banks, b.id, e.currentTarget.checked))}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} data-testid="save-location-methods">
          Save
        </Button>
      </Group>
    </Stack>
  );
}
