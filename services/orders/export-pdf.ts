import type { PharmacyOrderRow } from '../../db/queries/orders/pharmacy-orders.ts';
import { formatCents } from '../../domain/money.ts';
import { formatRange, formatUsDate, type DateRange } from '../../domain/orders/date-range.ts';
import { countsInExportTotal, summariseExport } from '../../domain/orders/export-total.ts';
import { exportCells } from './export-rows.ts';
import { paginate, renderTextPdf } from '../../activities/documents/text-pdf.ts';

/** The PDF's columns: a narrower pick of the CSV's (index into exportCells) with their widths. */
const COLUMNS = [
  { label: 'Order #', cell: 0, width: 8 },
  { label: 'Placed', cell: 1, width: 10 },
  { label: 'Supplier', cell: 2, width: 26 },
  { label: 'Status', cell: 3, width: 10 },
  { label: 'Items', cell: 4, width: 5 },
  { label: 'Total', cell: 10, width: 13 },
  { label: 'Payment', cell: 11, width: 13 },
  { label: 'Shipping', cell: 12, width: 9 },
  { label: 'Fav', cell: 13, width: 3 },
  { label: 'Memo', cell: 14, width: 40 },
] as const;

const line = (cells: string[]) =>
  COLUMNS.map((c, i) => (cells[i] ?? '').replace(/\s+/g, ' ').slice(0, c.width).padEnd(c.width))
    .join('  ')
    .trimEnd();

/** The status cell: a cancelled order is marked, since the total leaves it out. */
const STATUS_CELL = COLUMNS.findIndex((c) => c.label === 'Status');
const CANCELLED_MARK = '*';

function closingLines(rows: PharmacyOrderRow[]): string[] {
  const { listed, cancelled, totalCents } = summariseExport(rows);
  const orders = `${listed} order${listed === 1 ? '' : 's'}`;
  if (cancelled === 0) return ['', `${orders}, total ${formatCents(totalCents)}`];
  return [
    '',
    `${orders}, ${cancelled} cancelled and not counted; total ${formatCents(totalCents)}`,
    `${CANCELLED_MARK} Cancelled: listed, not counted in the total.`,
  ];
}

/**
 * The orders export as PDF (pharmacy-side §2 /pharmacy/orders/export?type=pdf&range=): a title,
 * the range, then one line per order with the column heads repeated on every page, and the count
 * and grand total at the end. Cancelled orders stay listed, marked, and out of the total.
 */
export function ordersPdf(input: {
  rows: PharmacyOrderRow[];
  pharmacyName: string;
  range: DateRange | null;
  today: string;
  /** The account's time zone: the calendar its order dates are read on. */
  timeZone: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  const header = [
    `Orders - ${input.pharmacyName}`,
    `Range: ${input.range ? formatRange(input.range) : 'all dates'}    Generated ${formatUsDate(input.today)}`,
    '',
    line(COLUMNS.map((c) => c.label)),
    line(COLUMNS.map((c) => '-'.repeat(c.width))),
  ];
  const body = input.rows.map((row) => {
    const cells = exportCells(row, input.timeZone);
    const picked = COLUMNS.map((c) => cells[c.cell] ?? '');
    if (!countsInExportTotal(row.status)) picked[STATUS_CELL] += CANCELLED_MARK;
    return line(picked);
  });
  body.push(...closingLines(input.rows));
  return renderTextPdf(paginate(header, body));
}
