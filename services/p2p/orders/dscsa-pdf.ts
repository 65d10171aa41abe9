/**
 * The T3 document of one DSCSA record as a PDF (issue 13): the transaction information, the
 * transaction history and the transaction statement, one plain-text page (activities/documents/text-pdf.ts).
 */
import type { DscsaParty, dscsaTransactionRecords } from '../../../db/schema/index.ts';
import { renderTextPdf, paginate } from '../../../activities/documents/text-pdf.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';

type RecordRow = typeof dscsaTransactionRecords.$inferSelect;

function party(label: string, p: DscsaParty): string[] {
  const a = p.address;
  return [
    `${label}: ${p.name}`,
    `  ${[a.address1, a.address2].filter(Boolean).join(', ')}`,
    `  ${a.city}, ${a.state_code} ${a.zipcode}`,
  ];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** One prior transaction of the history as a reader sees it, never as raw JSON. */
function historyLines(entry: Record<string, unknown>, index: number): string[] {
  const recorded = text(entry.recorded_at);
  return [
    `  ${index + 1}. Prior transaction document: ${text(entry.document) ?? '(unnamed)'}`,
    `     Purchased from: ${text(entry.purchased_from) ?? 'not stated'}`,
    ...(recorded ? [`     Document on file since: ${recorded.slice(0, 10)}`] : []),
  ];
}

/** The NDC in its 5-4-2 form when it is the stored 11 digits; else as written. */
const ndcOf = (ndc: string) => (/^\d{11}$/.test(ndc) ? formatNdc(ndc) : ndc);

export function dscsaRecordPdf(r: RecordRow): Promise<Uint8Array<ArrayBuffer>> {
  const header = [`DSCSA T3: Transaction Information, History and Statement (version ${r.version})`, ''];
  const history =
    r.history.length === 0
      ? ['  (no prior transaction documents on file)']
      : r.history.flatMap((h, i) => historyLines(h, i));
  const lines = [
    'TRANSACTION INFORMATION (TI)',
    `  Product:        ${r.productName}`,
    `  Strength:       ${r.strength}`,
    `  Dosage form:    ${r.dosageForm}`,
    `  Container size: ${r.containerSize}`,
    `  NDC:            ${ndcOf(r.ndc)}`,
    `  Lot:            ${r.lot}`,
    `  Expiry:         ${r.expiryDate}`,
    `  Quantity:       ${r.quantity} container(s)`,
    `  Transaction date: ${r.transactionDate}    Shipment date: ${r.shipmentDate}`,
    '',
    ...party('  Seller', r.seller),
    ...party('  Buyer', r.buyer),
    '',
    'TRANSACTION HISTORY (TH): prior transactions, from the seller’s pedigree documents',
    ...history,
    '',
    'TRANSACTION STATEMENT (TS)',
    ...r.statement.split('\n').map((l) => `  ${l}`),
    '',
    `Record ${r.id}, written ${r.createdAt.toISOString()}.`,
  ];
  return renderTextPdf(paginate(header, lines));
}
