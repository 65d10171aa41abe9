import { describe, expect, it } from 'vitest';
import { columnsFromKeys, formatFields, formatTable, type Column } from './output.ts';

type Row = { id: string; status: string; closed: string | null };
const columns: Column<Row>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'STATUS', value: (r) => r.status },
  { header: 'CLOSED', value: (r) => r.closed },
];

describe('formatTable', () => {
  it('pads every column to its widest cell and trims line ends', () => {
    const table = formatTable<Row>(
      [
        { id: 'order:1', status: 'Running', closed: null },
        { id: 'offer:12345', status: 'Completed', closed: '2026-01-02' },
      ],
      columns,
    );
    expect(table.split('\n')).toEqual([
      'ID           STATUS     CLOSED',
      'order:1      Running',
      'offer:12345  Completed  2026-01-02',
    ]);
  });

  it('prints only the header when there are no rows', () => {
    expect(formatTable<Row>([], columns)).toBe('ID  STATUS  CLOSED');
  });

  it('keeps one row per line when a cell holds newlines or an object', () => {
    const table = formatTable([{ a: 'two\nlines', b: { n: 1 } }], columnsFromKeys([{ a: '', b: '' }]));
    expect(table.split('\n')).toEqual(['A          B', 'two lines  {"n":1}']);
  });
});

describe('formatFields', () => {
  it('aligns values after the longest label', () => {
    expect(
      formatFields([
        ['Email', 'a@b.c'],
        ['History length', 3],
      ]),
    ).toBe('Email:          a@b.c\nHistory length: 3');
  });
});
