import { Button, Menu } from '@mantine/core';

export type OrdersBulkAction = 'delivered' | 'fav' | 'unfav';

type OrdersBulkMenuProps = { count: number; busy: boolean; onAction: (action: OrdersBulkAction) => void };

/** The bulk-action menu (§4 Bulk selection): enabled only when at least one row is checked, showing the count. */
export function OrdersBulkMenu({ count, busy, onAction }: OrdersBulkMenuProps) {
  return (
    <Menu shadow="md" position="bottom-start">
      <Menu.Target>
        <Button disabled={count === 0} loading={busy} data-testid="orders-bulk-actions">
          Bulk actions ({count} selected)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('delivered')} data-testid="orders-bulk-delivered">
          Mark as delivered
        </Menu.Item>
        <Menu.Item onClick={() => onAction('fav')} data-testid="orders-bulk-fav">
          Add to favorites
        </Menu.Item>
        <Menu.Item onClick={() => onAction('unfav')} data-testid="orders-bulk-unfav">
          Remove from favorites
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
