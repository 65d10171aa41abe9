import { stringify } from 'csv-stringify/sync';
import type { PharmacyOrderRow } from '../../db/queries/orders/pharmacy-orders.ts';
import { escapeCsvFormula } from '../../domain/csv-safe.ts';
import { EXPORT_COLUMNS, exportCells } from './export-rows.ts';

/**
 * The orders export as CSV (pharmacy-side §2 /pharmacy/orders/export.csv?range=): a header and one
 * line per order, every cell escaped against formula injection (ASVS v5 1.2.10), since memos and
 * supplier names are typed by people.
 */
export function ordersCsv(rows: PharmacyOrderRow[], timeZone: string): string {
  const records = [[...EXPORT_COLUMNS], ...rows.map((row) => exportCells(row, timeZone))].map((cells) =>
    cells.map(escapeCsvFormula),
  );
  return stringify(records, { record_delimiter: '\r\n' });
}
