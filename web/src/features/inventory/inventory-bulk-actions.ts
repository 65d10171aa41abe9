import type { BulkAction as MenuAction } from '../../ui/data-table/bulk-action-menu.tsx';
import type { BulkAction, InventoryRow } from './inventory-api.ts';

/**
 * The inventory's bulk actions (supplier-side §2) for the selected rows: 'Mark as deal' hidden
 * when every selected row is a deal, 'Unmark as deal' when none is, and the same for returnable /
 * non-returnable and active / inactive; 'Delete selected' last, set apart, and only for the
 * account's admin (deleting needs the admin role, issue 10).
 */
export function inventoryBulkActions(
  selected: InventoryRow[],
  { canDelete }: { canDelete: boolean },
): MenuAction<BulkAction | 'delete'>[] {
  const all = (test: (row: InventoryRow) => boolean) => selected.length > 0 && selected.every(test);
  const none = (test: (row: InventoryRow) => boolean) => !selected.some(test);
  const item = (action: BulkAction, label: string, hidden: boolean) => ({
    action,
    label,
    hidden,
    testId: `bulk-${action}`,
  });
  return [
    item(
      'mark_deal',
      'Mark as deal',
      all((r) => r.marked_as_deal),
    ),
    item(
      'unmark_deal',
      'Unmark as deal',
      none((r) => r.marked_as_deal),
    ),
    item(
      'returnable',
      'Mark as returnable',
      all((r) => r.marked_as_returnable),
    ),
    item(
      'non_returnable',
      'Mark as non-returnable',
      none((r) => r.marked_as_returnable),
    ),
    item(
      'active',
      'Activate',
      all((r) => r.active),
    ),
    item(
      'inactive',
      'Deactivate',
      none((r) => r.active),
    ),
    {
      action: 'delete',
      label: 'Delete selected',
      testId: 'bulk-delete',
      color: 'red',
      dividerBefore: true,
      hidden: !canDelete,
    },
  ];
}
