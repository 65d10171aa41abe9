import { Button, Menu } from '@mantine/core';

export type BulkAction<A extends string> = {
  action: A;
  label: string;
  testId: string;
  /** Left out of the menu (e.g. 'Mark as deal' when every selected row already is one). */
  hidden?: boolean;
  color?: string;
  /** A divider above this item. */
  dividerBefore?: boolean;
};

type BulkActionMenuProps<A extends string> = {
  count: number;
  actions: BulkAction<A>[];
  busy: boolean;
  onAction: (action: A) => void;
  testId: string;
  position?: 'bottom-start' | 'bottom-end';
  /** Shown when no action applies to the selection. */
  emptyLabel?: string;
};

/**
 * The bulk-action menu of every list page (spec §4 Bulk selection, supplier-side §2): enabled only
 * when at least one row is checked, showing the selected count, offering only the actions that apply.
 */
export function BulkActionMenu<A extends string>({
  count,
  actions,
  busy,
  onAction,
  testId,
  position = 'bottom-start',
  emptyLabel,
}: BulkActionMenuProps<A>) {
  const shown = actions.filter((a) => !a.hidden);
  return (
    <Menu shadow="md" position={position}>
      <Menu.Target>
        <Button disabled={count === 0} loading={busy} data-testid={testId}>
          Bulk actions ({count} selected)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.length === 0 && emptyLabel && <Menu.Label>{emptyLabel}</Menu.Label>}
        {shown.map((item) => [
          item.dividerBefore ? <Menu.Divider key={`${item.action}-divider`} /> : null,
          <Menu.Item
            key={item.action}
            color={item.color}
            onClick={() => onAction(item.action)}
            data-testid={item.testId}
          >
            {item.label}
          </Menu.Item>,
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}
