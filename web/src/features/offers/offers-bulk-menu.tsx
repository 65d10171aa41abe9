import { Button, Menu } from '@mantine/core';
import { BULK_LABELS } from './bulk-selection.ts';
import type { BulkOfferAction } from './offers-api.ts';

type OffersBulkMenuProps = {
  count: number;
  /** The actions that apply to the selected rows; only these are offered. */
  actions: BulkOfferAction[];
  busy: boolean;
  onAction: (action: BulkOfferAction) => void;
};

/** The bulk-action menu (§4 Bulk selection): enabled only when at least one row is checked, showing the count. */
export function OffersBulkMenu({ count, actions, busy, onAction }: OffersBulkMenuProps) {
  return (
    <Menu shadow="md" position="bottom-end">
      <Menu.Target>
        <Button disabled={count === 0} loading={busy} data-testid="offers-bulk-actions">
          Bulk actions ({count} selected)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.length === 0 && <Menu.Label>No action applies to the selected offers</Menu.Label>}
        {actions.map((action) => (
          <Menu.Item
            key={action}
            onClick={() => onAction(action)}
            data-testid={`offers-bulk-${action.replace('_', '-')}`}
          >
            {BULK_LABELS[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
