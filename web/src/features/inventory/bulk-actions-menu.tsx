import { Button, Menu } from '@mantine/core';
import type { BulkAction, InventoryRow } from './inventory-api.ts';

type BulkActionsMenuProps = {
  selected: InventoryRow[];
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onDelete: () => void;
};

/**
 * The bulk-action menu (supplier-side §2): enabled only with a selection and showing its count;
 * 'Mark as deal' hidden when every selected row is a deal, 'Unmark as deal' when none is, and the
 * same for returnable / non-returnable and active / inactive.
 */
export function BulkActionsMenu({ selected, busy, onAction, onDelete }: BulkActionsMenuProps) {
  const all = (test: (row: InventoryRow) => boolean) => selected.length > 0 && selected.every(test);
  const none = (test: (row: InventoryRow) => boolean) => !selected.some(test);
  const items: { action: BulkAction; label: string; hidden: boolean }[] = [
    { action: 'mark_deal', label: 'Mark as deal', hidden: all((r) => r.marked_as_deal) },
    { action: 'unmark_deal', label: 'Unmark as deal', hidden: none((r) => r.marked_as_deal) },
    { action: 'returnable', label: 'Mark as returnable', hidden: all((r) => r.marked_as_returnable) },
    {
      action: 'non_returnable',
      label: 'Mark as non-returnable',
      hidden: none((r) => r.marked_as_returnable),
    },
    { action: 'active', label: 'Activate', hidden: all((r) => r.active) },
    { action: 'inactive', label: 'Deactivate', hidden: none((r) => r.active) },
  ];
  return (
    <Menu shadow="md" position="bottom-start">
      <Menu.Target>
        <Button disabled={selected.length === 0} loading={busy} data-testid="bulk-actions">
          Bulk actions ({selected.length} selected)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items
          .filter((item) => !item.hidden)
          .map((item) => (
            <Menu.Item
              key={item.action}
              onClick={() => onAction(item.action)}
              data-testid={`bulk-${item.action}`}
            >
              {item.label}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onDelete} data-testid="bulk-delete">
          Delete selected
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
