/**
 * Row selection for a data table (spec §4 Bulk selection): a set of row keys that survives paging
 * and refetches, toggled row by row or a whole page at once, and cleared after a bulk action.
 */
import { useCallback, useMemo, useState } from 'react';

export type RowSelection = {
  selected: ReadonlySet<string>;
  count: number;
  /** Checks or unchecks these rows (one row, or every row of the page for select-all). */
  toggle: (keys: string[], checked: boolean) => void;
  clear: () => void;
};

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((keys: string[], checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, count: selected.size, toggle, clear }), [selected, toggle, clear]);
}

/** The rows of `rows` that are selected, in their order. */
export function selectedRowsOf<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  selection: RowSelection,
): T[] {
  return rows.filter((row) => selection.selected.has(keyOf(row)));
}
