import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import type { Address } from './checkout-api.ts';

function optionLabel(a: Address, flag: 'default' | 'default_billing') {
  const line = `${a.name}: ${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zipcode}`;
  return a[flag] ? `${line} (default)` : line;
}

type Props = {
  addresses: Address[];
  shipId: string | null;
  billId: string | null;
  poBoxNotice: string;
  onShip: (id: string) => void;
  onBill: (id: string) => void;
};

/** Ship-to and bill-to from the pharmacy's locations, defaults marked; a P.O. box shows the notice (§5). */
export function AddressSection({ addresses, shipId, billId, poBoxNotice, onShip, onBill }: Props) {
  const poBox = addresses.some((a) => (a.id === shipId || a.id === billId) && a.has_po_box);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Addresses
      </Title>
      {addresses.length === 0 && (
        <Alert color="red">Add a location to your account before checking out.</Alert>
      )}
      <Group grow align="flex-start">
        <Select
          label="Ship to"
          data={addresses.map((a) => ({ value: a.id, label: optionLabel(a, 'default') }))}
          value={shipId}
          onChange={(id) => id && onShip(id)}
          allowDeselect={false}
          error={shipId ? null : 'Choose a shipping address.'}
          data-testid="ship-address"
        />
        <Select
          label="Bill to"
          data={addresses.map((a) => ({ value: a.id, label: optionLabel(a, 'default_billing') }))}
          value={billId}
          onChange={(id) => id && onBill(id)}
          allowDeselect={false}
          error={billId ? null : 'Choose a billing address.'}
          data-testid="bill-address"
        />
      </Group>
      {poBox && (
        <Alert color="yellow" data-testid="po-box-notice">
          {poBoxNotice}
        </Alert>
      )}
    </Stack>
  );
}
