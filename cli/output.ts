/** Human output (aligned tables, key/value blocks) and machine output (one JSON document). */

export type Column<Row> = {
  header: string;
  value: (row: Row) => unknown;
};

/** Renders a cell: empty for null/undefined, JSON for objects, the string otherwise. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.replace(/\s+/g, ' ');
}

/** Columns padded to their widest cell, two spaces apart, no trailing blanks. */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = [
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => formatCell(c.value(row)))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  return cells
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Columns for rows whose shape the CLI does not fix (e.g. pending activities): every key seen. */
export function columnsFromKeys(rows: readonly Record<string, unknown>[]): Column<Record<string, unknown>>[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return keys.map((key) => ({ header: key.toUpperCase(), value: (row) => row[key] }));
}

/** `label: value` lines with the labels aligned. */
export function formatFields(fields: readonly (readonly [string, unknown])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 1;
  return fields
    .map(([label, value]) => `${`${label}:`.padEnd(width)} ${formatCell(value)}`.trimEnd())
    .join('\n');
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLine(text = ''): void {
  process.stdout.write(`${text}\n`);
}
